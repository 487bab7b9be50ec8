import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ComparisonOperator } from './comparison-operator';
import {
  ISSUE_TYPES,
  IssueType,
  isBelowLegalFloor,
  isMajorIssueType,
  issueTypeById,
  legalRules,
} from './issue-types';
import {
  LEGAL_EFFECT_RULE,
  MAJOR_VOTING_RULE,
  ORDINARY_VOTING_RULE,
  parseRatio,
  type RuleTriple,
  ruleMeetsFloor,
  ruleTripleSchema,
  satisfiesRule,
} from './voting-rules';

describe('parseRatio', () => {
  it.each([
    ['2/3', { numerator: 2, denominator: 3 }],
    ['1/2', { numerator: 1, denominator: 2 }],
    ['1', { numerator: 1, denominator: 1 }],
    ['0', { numerator: 0, denominator: 1 }],
    ['0/5', { numerator: 0, denominator: 5 }],
  ])('%s', (text, expected) => {
    expect(parseRatio(text)).toEqual(expected);
  });
  it.each(['', '0.5', '3/2', '1/0', '-1/2', 'a/b', '1/2/3', ' 1/2'])('refuses %j', (text) => {
    expect(parseRatio(text)).toBeUndefined();
  });
  it('validates triples with zod', () => {
    expect(ruleTripleSchema.safeParse(['2/3', '2/3', 'GREATER_THAN_OR_EQUAL']).success).toBe(true);
    expect(ruleTripleSchema.safeParse(['0.66', '2/3', 'GREATER_THAN_OR_EQUAL']).success).toBe(false);
    expect(ruleTripleSchema.safeParse(['2/3', '2/3', '>=']).success).toBe(false);
  });
});

const f = (numerator: number, denominator: number) => ({ numerator, denominator });

describe('satisfiesRule at the exact legal boundaries', () => {
  it.each<[string, RuleTriple, [number, number], [number, number], boolean]>([
    ['quorum exactly 2/3 area and heads', LEGAL_EFFECT_RULE, [200, 300], [2, 3], true],
    ['quorum one 0.01 m² short', LEGAL_EFFECT_RULE, [199, 300], [2, 3], false],
    ['quorum heads short', LEGAL_EFFECT_RULE, [300, 300], [1, 3], false],
    ['ordinary exactly 1/2 fails', ORDINARY_VOTING_RULE, [50, 100], [1, 2], false],
    ['ordinary just over 1/2', ORDINARY_VOTING_RULE, [51, 100], [2, 3], true],
    ['ordinary area over, heads exactly half', ORDINARY_VOTING_RULE, [99, 100], [2, 4], false],
    ['major exactly 3/4 passes', MAJOR_VOTING_RULE, [75, 100], [3, 4], true],
    ['major just under 3/4', MAJOR_VOTING_RULE, [74_999, 100_000], [3, 4], false],
    ['nobody participating', ORDINARY_VOTING_RULE, [0, 0], [0, 0], false],
  ])('%s', (_name, rule, [a, aw], [h, hw], expected) => {
    expect(satisfiesRule(rule, f(a, aw), f(h, hw))).toBe(expected);
  });
});

describe('issue types', () => {
  it('lists the nine matters of art. 278 and OTHER with ids 1..10', () => {
    expect(ISSUE_TYPES).toHaveLength(10);
    expect(ISSUE_TYPES.map((type) => type.issueTypeId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(issueTypeById(6)?.issueType).toBe('RAISE_MAINTENANCE_FUND');
    expect(issueTypeById(11)).toBeUndefined();
    for (const type of ISSUE_TYPES) expect(type.issueTypeName).toMatch(/[\u4e00-\u9fa5]/);
  });
  it.each(IssueType.values.map((type) => [type] as const))('%s defaults to the legal rules', (type) => {
    const definition = ISSUE_TYPES.find((entry) => entry.issueType === type);
    expect(definition?.effectRuleParam).toEqual(['2/3', '2/3', 'GREATER_THAN_OR_EQUAL']);
    expect(definition?.votingRuleParam).toEqual(
      isMajorIssueType(type) ? ['3/4', '3/4', 'GREATER_THAN_OR_EQUAL'] : ['1/2', '1/2', 'GREATER_THAN'],
    );
    expect(definition?.countingRuleParam).toBeNull();
    expect(isBelowLegalFloor(type, legalRules(type))).toBe(false);
  });
  it('only raising funds, rebuilding and changing common use are major', () => {
    expect(IssueType.values.filter(isMajorIssueType)).toEqual([
      'RAISE_MAINTENANCE_FUND',
      'REBUILD',
      'CHANGE_COMMON_USE',
    ]);
  });
});

describe('isBelowLegalFloor', () => {
  const ordinary = (effect: RuleTriple, voting: RuleTriple) => ({
    effectRuleParam: effect,
    votingRuleParam: voting,
  });
  it.each<[string, IssueType, RuleTriple, RuleTriple, boolean]>([
    ['legal ordinary', 'ELECT_COMMITTEE', LEGAL_EFFECT_RULE, ORDINARY_VOTING_RULE, false],
    [
      'stricter quorum 3/4',
      'ELECT_COMMITTEE',
      ['3/4', '3/4', 'GREATER_THAN_OR_EQUAL'],
      ORDINARY_VOTING_RULE,
      false,
    ],
    [
      'quorum > 2/3 is stricter',
      'ELECT_COMMITTEE',
      ['2/3', '2/3', 'GREATER_THAN'],
      ORDINARY_VOTING_RULE,
      false,
    ],
    ['quorum 1/2', 'ELECT_COMMITTEE', ['1/2', '2/3', 'GREATER_THAN_OR_EQUAL'], ORDINARY_VOTING_RULE, true],
    [
      'agreement ≥ 1/2 admits exactly half',
      'ELECT_COMMITTEE',
      LEGAL_EFFECT_RULE,
      ['1/2', '1/2', 'GREATER_THAN_OR_EQUAL'],
      true,
    ],
    [
      'agreement ≥ 51/100 is fine',
      'ELECT_COMMITTEE',
      LEGAL_EFFECT_RULE,
      ['51/100', '51/100', 'GREATER_THAN_OR_EQUAL'],
      false,
    ],
    ['major with ordinary rule', 'REBUILD', LEGAL_EFFECT_RULE, ORDINARY_VOTING_RULE, true],
    ['major with > 3/4', 'REBUILD', LEGAL_EFFECT_RULE, ['3/4', '3/4', 'GREATER_THAN'], false],
    [
      'major with ≥ 2/3',
      'CHANGE_COMMON_USE',
      LEGAL_EFFECT_RULE,
      ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
      true,
    ],
    [
      'less-than operator never meets a floor',
      'OTHER',
      LEGAL_EFFECT_RULE,
      ['1', '1', 'LESS_THAN_OR_EQUAL'],
      true,
    ],
  ])('%s', (_name, type, effect, voting, expected) => {
    expect(isBelowLegalFloor(type, ordinary(effect, voting))).toBe(expected);
  });

  const ratio = fc
    .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }))
    .filter(([n, d]) => n <= d)
    .map(([n, d]) => `${n}/${d}`);
  const rule = fc.tuple(
    ratio,
    ratio,
    fc.constantFrom(...ComparisonOperator.values),
  ) as fc.Arbitrary<RuleTriple>;
  const share = fc
    .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 500 }))
    .filter(([n, d]) => n <= d);

  it('a rule that meets the floor never passes a share the floor refuses', () => {
    fc.assert(
      fc.property(
        rule,
        fc.constantFrom(LEGAL_EFFECT_RULE, ORDINARY_VOTING_RULE, MAJOR_VOTING_RULE),
        share,
        share,
        (r, floor, a, h) => {
          fc.pre(ruleMeetsFloor(r, floor));
          const area = f(a[0], a[1]);
          const heads = f(h[0], h[1]);
          return !satisfiesRule(r, area, heads) || satisfiesRule(floor, area, heads);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
