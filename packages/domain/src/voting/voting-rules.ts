import { z } from 'zod';
import { ComparisonOperator, type Fraction, satisfiesComparison } from './comparison-operator';

/**
 * A ratio as it travels and is stored: the exact fraction written `numerator/denominator` ("2/3",
 * "1/2", "3/4"; "1" and "0" are allowed). Floats never appear, so 2/3 stays exactly 2/3 (DESIGN §7).
 */
export type RatioText = string;

const RATIO_TEXT = /^(\d{1,9})(?:\/(\d{1,9}))?$/;

/** Parses "2/3" into a fraction; undefined for anything else, a zero denominator or a ratio above 1. */
export function parseRatio(text: string): Fraction | undefined {
  const match = RATIO_TEXT.exec(text);
  if (!match) return undefined;
  const numerator = Number(match[1]);
  const denominator = match[2] === undefined ? 1 : Number(match[2]);
  if (denominator === 0 || numerator > denominator) return undefined;
  return { numerator, denominator };
}

/**
 * A rule triple `[areaRatio, headRatio, operator]` (SPEC §3: effectRuleParam, votingRuleParam,
 * countingRuleParam): the area share AND the head share must each stand in `operator` to their ratio.
 */
export type RuleTriple = [areaRatio: RatioText, headRatio: RatioText, operator: ComparisonOperator];

export const ruleTripleSchema = z.tuple([
  z.string().refine((text) => parseRatio(text) !== undefined, '比例须为不超过1的分数，如 2/3'),
  z.string().refine((text) => parseRatio(text) !== undefined, '比例须为不超过1的分数，如 2/3'),
  z.enum(ComparisonOperator.values),
]);

/** The rules an issue is decided by (DESIGN §7). `countingRuleParam` is optional (local rules). */
export type IssueRules = {
  effectRuleParam: RuleTriple;
  votingRuleParam: RuleTriple;
  countingRuleParam?: RuleTriple | null;
};

function ratioOf(text: RatioText): Fraction {
  const ratio = parseRatio(text);
  if (!ratio) throw new RangeError(`Not a ratio: ${text}`);
  return ratio;
}

/**
 * Whether both shares satisfy the triple: areaShare op areaRatio AND headShare op headRatio. A share
 * with a zero denominator (nobody in scope, nobody participating) satisfies nothing.
 */
export function satisfiesRule(rule: RuleTriple, areaShare: Fraction, headShare: Fraction): boolean {
  if (Number(areaShare.denominator) === 0 || Number(headShare.denominator) === 0) return false;
  const [areaRatio, headRatio, operator] = rule;
  return (
    satisfiesComparison(areaShare, operator, ratioOf(areaRatio)) &&
    satisfiesComparison(headShare, operator, ratioOf(headRatio))
  );
}

/**
 * Whether a threshold `(ratio, operator)` is at least as strict as the floor `(floorRatio,
 * floorOperator)`: every share it lets through, the floor lets through too. Only > and ≥ are
 * thresholds; < and ≤ pass a share for being small, so they are never as strict as a floor.
 */
function atLeastAsStrict(
  ratio: Fraction,
  operator: ComparisonOperator,
  floorRatio: Fraction,
  floorOperator: ComparisonOperator,
): boolean {
  if (operator !== 'GREATER_THAN' && operator !== 'GREATER_THAN_OR_EQUAL') return false;
  // Under ≥ r the share r itself passes, so a strict floor (> f) needs r > f; otherwise r ≥ f suffices.
  if (operator === 'GREATER_THAN_OR_EQUAL' && floorOperator === 'GREATER_THAN') {
    return satisfiesComparison(ratio, 'GREATER_THAN', floorRatio);
  }
  return satisfiesComparison(ratio, 'GREATER_THAN_OR_EQUAL', floorRatio);
}

/** Whether `rule` is at least as strict as `floor` in both the area and the head component. */
export function ruleMeetsFloor(rule: RuleTriple, floor: RuleTriple): boolean {
  const [areaRatio, headRatio, operator] = rule;
  const [floorArea, floorHead, floorOperator] = floor;
  return (
    atLeastAsStrict(ratioOf(areaRatio), operator, ratioOf(floorArea), floorOperator) &&
    atLeastAsStrict(ratioOf(headRatio), operator, ratioOf(floorHead), floorOperator)
  );
}

/** Civil Code art. 278 participation: ≥ 2/3 of all area and of all heads. */
export const LEGAL_EFFECT_RULE: RuleTriple = ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'];
/** Ordinary matters: agreement > 1/2 of participating area and heads. */
export const ORDINARY_VOTING_RULE: RuleTriple = ['1/2', '1/2', 'GREATER_THAN'];
/** Major matters (raise maintenance funds, rebuild, change use of common parts): ≥ 3/4. */
export const MAJOR_VOTING_RULE: RuleTriple = ['3/4', '3/4', 'GREATER_THAN_OR_EQUAL'];
