import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lagOrder, quorumProgress, voteQuorumProgress } from './quorum-tracker';
import { decideIssue, emptyChoiceCounts, type IssueCounts, type TallyBallot, tally } from './tally';
import type { Voter, VoterRoll } from './voter-roll';
import { type IssueRules, LEGAL_EFFECT_RULE, ORDINARY_VOTING_RULE, type RuleTriple } from './voting-rules';
import type { NonResponsePolicy, VoteChoice } from './voting-settings';

const LAW = { nonResponsePolicy: 'NOT_PARTICIPATED', blankCountsAsParticipation: false } as const;
const rulesOf = (effect: RuleTriple): IssueRules => ({
  effectRuleParam: effect,
  votingRuleParam: ORDINARY_VOTING_RULE,
});

function rollOf(areas: readonly number[]): VoterRoll {
  const voters: Voter[] = areas.map((area, index) => ({
    voterKey: `v${index}`,
    ownerIds: [index + 1],
    houseIds: [index + 1],
    area,
    heads: 1,
  }));
  return { voters, totalArea: areas.reduce((sum, area) => sum + area, 0), totalHeads: voters.length };
}

const ballot = (voterKey: string, choice: VoteChoice | null = 'AGREE'): TallyBallot => ({
  voterKey,
  choices: { q1: choice },
});

describe('quorumProgress', () => {
  it('art. 278: 9 owners, one of 50 m²; 4 took part holding 350 m²: still needed 2 owners and 250 m²', () => {
    const roll = rollOf([10_000, 10_000, 10_000, 5_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
    const ballots = ['v0', 'v1', 'v2', 'v3'].map((key) => ballot(key));
    const [result] = tally(roll, ballots, LAW, [{ issueKey: 'q1', rules: rulesOf(LEGAL_EFFECT_RULE) }]);
    if (!result) throw new Error('no result');
    const progress = quorumProgress(result, LAW, LEGAL_EFFECT_RULE);
    // 2/3 of 9 heads = 6; 2/3 of 85 000 = 56 666.67 → 56 667 (0.01 m²).
    expect(progress.target).toEqual({ area: 56_667, heads: 6 });
    expect(progress.participating).toEqual({ area: 35_000, heads: 4 });
    expect(progress.stillNeeded).toEqual({ area: 21_667, heads: 2 });
    expect(progress.quorum).toBe(false);
    expect(progress.reachable).toBe(true);
  });

  it('"> 2/3" needs one more than the exact bound; "≥" meets it', () => {
    const roll = rollOf([100, 100, 100]);
    const ballots = [ballot('v0'), ballot('v1')];
    const issue = (rule: RuleTriple) => {
      const [result] = tally(roll, ballots, LAW, [{ issueKey: 'q1', rules: rulesOf(rule) }]);
      if (!result) throw new Error('no result');
      return quorumProgress(result, LAW, rule);
    };
    expect(issue(['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'])).toMatchObject({
      target: { area: 200, heads: 2 },
      stillNeeded: { area: 0, heads: 0 },
      quorum: true,
    });
    expect(issue(['2/3', '2/3', 'GREATER_THAN'])).toMatchObject({
      target: { area: 201, heads: 3 },
      stillNeeded: { area: 1, heads: 1 },
      quorum: false,
    });
    expect(issue(['1', '1', 'GREATER_THAN'])).toMatchObject({ reachable: false, quorum: false });
  });

  it('blanks count only where the community says so; deemed owners only under the local rule', () => {
    const roll = rollOf([100, 100, 100]);
    const ballots = [ballot('v0'), ballot('v1', null)];
    const issues = [{ issueKey: 'q1', rules: rulesOf(LEGAL_EFFECT_RULE) }];
    const run = (settings: Parameters<typeof quorumProgress>[1]) => {
      const [result] = tally(roll, ballots, settings, issues);
      if (!result) throw new Error('no result');
      return quorumProgress(result, settings, LEGAL_EFFECT_RULE).stillNeeded;
    };
    expect(run(LAW)).toEqual({ area: 100, heads: 1 });
    expect(run({ ...LAW, blankCountsAsParticipation: true })).toEqual({ area: 0, heads: 0 });
    expect(run({ ...LAW, nonResponsePolicy: 'ABSTAIN' })).toEqual({ area: 100, heads: 1 });
    expect(run({ ...LAW, nonResponsePolicy: 'ABSTAIN', deemedTowardQuorum: true })).toEqual({
      area: 0,
      heads: 0,
    });
  });

  it('an empty roll can never reach a quorum', () => {
    const [result] = tally(rollOf([]), [], LAW, [{ issueKey: 'q1', rules: rulesOf(LEGAL_EFFECT_RULE) }]);
    if (!result) throw new Error('no result');
    expect(quorumProgress(result, LAW, LEGAL_EFFECT_RULE)).toMatchObject({ reachable: false, quorum: false });
  });

  it('exact on huge rolls: 2/3 of 3 000 000 001 heads is 2 000 000 001', () => {
    const counts: IssueCounts = {
      issueKey: 'q1',
      total: { area: 3_000_000_001, heads: 3_000_000_001 },
      cast: { ...emptyChoiceCounts(), AGREE: { area: 2_000_000_000, heads: 2_000_000_000 } },
      blank: { area: 0, heads: 0 },
      noBallot: { area: 1_000_000_001, heads: 1_000_000_001 },
      noBallotDelivered: { area: 0, heads: 0 },
    };
    const result = decideIssue(counts, LAW, rulesOf(LEGAL_EFFECT_RULE));
    expect(quorumProgress(result, LAW, LEGAL_EFFECT_RULE).stillNeeded).toEqual({ area: 1, heads: 1 });
  });
});

describe('voteQuorumProgress', () => {
  it('takes the largest need of any issue per component', () => {
    const roll = rollOf([100, 200, 300]);
    const ballots: TallyBallot[] = [{ voterKey: 'v2', choices: { q1: 'AGREE', q2: null } }];
    const results = tally(roll, ballots, LAW, [
      { issueKey: 'q1', rules: rulesOf(LEGAL_EFFECT_RULE) },
      { issueKey: 'q2', rules: rulesOf(LEGAL_EFFECT_RULE) },
    ]);
    const overall = voteQuorumProgress(
      results.map((result) => quorumProgress(result, LAW, LEGAL_EFFECT_RULE)),
    );
    expect(overall.stillNeeded).toEqual({ area: 400, heads: 2 });
    expect(overall.participating).toEqual({ area: 0, heads: 0 });
    expect(overall.quorum).toBe(false);
  });
});

describe('lagOrder', () => {
  it('puts the lowest head participation first, then area, then code', () => {
    const row = (buildingCode: string, votedCount: number, votedArea: number) => ({
      buildingCode,
      voterCount: 10,
      votedCount,
      totalArea: 1000,
      votedArea,
    });
    const sorted = [row('A', 5, 500), row('B', 2, 900), row('C', 5, 100), row('D', 2, 900)].sort(lagOrder);
    expect(sorted.map((item) => item.buildingCode)).toEqual(['B', 'D', 'C', 'A']);
  });
});

/**
 * The property (issue #26 "Done when"): the tracker's "still needed" (N heads, X area) is the exact
 * difference to the effect rule. On a random roll with random ballots, settings and a ≥ or > rule,
 * let the non-participating voters take part one by one in a random order, each with a full ballot;
 * after every step, the tally's quorum holds IF AND ONLY IF the added heads ≥ N and the added area ≥ X
 * (so with one owner or 0.01 m² less than needed it does not hold, and with exactly N and X it does).
 */
describe('property: still needed is the exact difference to the effect rule', () => {
  const ruleArb = fc.tuple(
    fc.constantFrom('1/2', '2/3', '3/4', '4/5', '1', '0', '7/10'),
    fc.constantFrom('1/2', '2/3', '3/4', '4/5', '1', '0', '7/10'),
    fc.constantFrom('GREATER_THAN_OR_EQUAL', 'GREATER_THAN'),
  ) as fc.Arbitrary<RuleTriple>;
  const scenario = fc.record({
    voters: fc.array(
      fc.record({
        area: fc.integer({ min: 0, max: 50_000 }),
        mark: fc.constantFrom<VoteChoice | 'blank' | 'none'>('AGREE', 'DISAGREE', 'blank', 'none', 'none'),
        delivered: fc.boolean(),
      }),
      { maxLength: 25 },
    ),
    policy: fc.constantFrom<NonResponsePolicy>('NOT_PARTICIPATED', 'ABSTAIN', 'FOLLOW_MAJORITY'),
    blankCounts: fc.boolean(),
    rule: ruleArb,
    order: fc.array(fc.nat()),
  });

  it('adding participants: quorum ⇔ added heads ≥ N and added area ≥ X (law: deemed owners do not count)', () => {
    let crossings = 0;
    fc.assert(
      fc.property(scenario, ({ voters, policy, blankCounts, rule, order }) => {
        const settings = { nonResponsePolicy: policy, blankCountsAsParticipation: blankCounts };
        const roll = rollOf(voters.map((voter) => voter.area));
        const issues = [{ issueKey: 'q1', rules: rulesOf(rule) }];
        const delivered = new Set(voters.flatMap((voter, index) => (voter.delivered ? [`v${index}`] : [])));
        const ballots = new Map<string, TallyBallot>();
        voters.forEach((voter, index) => {
          if (voter.mark === 'none') return;
          ballots.set(`v${index}`, ballot(`v${index}`, voter.mark === 'blank' ? null : voter.mark));
        });
        const run = () => {
          const [result] = tally(roll, [...ballots.values()], settings, issues, {
            deliveredVoterKeys: delivered,
          });
          if (!result) throw new Error('no result');
          return result;
        };
        const start = quorumProgress(run(), settings, rule);
        expect(start.quorum).toBe(
          start.reachable && start.stillNeeded.area === 0 && start.stillNeeded.heads === 0,
        );
        // Not taking part in what the rule is judged on: no ballot, or a blank that does not count.
        const pool = voters.flatMap((voter, index) =>
          voter.mark === 'none' || (voter.mark === 'blank' && !blankCounts) ? [index] : [],
        );
        for (let i = pool.length - 1; i > 0; i--) {
          const j = (order[i] ?? i) % (i + 1);
          [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
        }
        const added = { area: 0, heads: 0 };
        for (const index of pool) {
          ballots.set(`v${index}`, ballot(`v${index}`, 'DISAGREE'));
          added.area += voters[index]?.area ?? 0;
          added.heads += 1;
          const enough =
            start.reachable && added.heads >= start.stillNeeded.heads && added.area >= start.stillNeeded.area;
          const result = run();
          if (enough !== start.quorum && enough === result.quorum) crossings += 1;
          expect(result.quorum).toBe(enough);
        }
      }),
      { seed: 20_261_129, numRuns: 400 },
    );
    // The property is not vacuous: the quorum was crossed by adding owners many times.
    expect(crossings).toBeGreaterThan(50);
  });

  it('on counts: exactly (N, X) more makes the quorum, (N − 1, X) or (N, X − 1) does not, for any settings', () => {
    const amounts = fc.record({
      area: fc.integer({ min: 0, max: 10 ** 9 }),
      heads: fc.integer({ min: 0, max: 10 ** 6 }),
    });
    fc.assert(
      fc.property(
        fc.record({
          agree: amounts,
          blank: amounts,
          noBallot: amounts,
          policy: fc.constantFrom<NonResponsePolicy>('NOT_PARTICIPATED', 'ABSTAIN', 'FOLLOW_MAJORITY'),
          blankCounts: fc.boolean(),
          deemedTowardQuorum: fc.boolean(),
          rule: ruleArb,
        }),
        ({ agree, blank, noBallot, policy, blankCounts, deemedTowardQuorum, rule }) => {
          const settings = {
            nonResponsePolicy: policy,
            blankCountsAsParticipation: blankCounts,
            deemedTowardQuorum,
          };
          const total = {
            area: agree.area + blank.area + noBallot.area,
            heads: agree.heads + blank.heads + noBallot.heads,
          };
          // Who does not count toward the rule yet: non-voters, unless deemed toward the quorum (ABSTAIN
          // under the local rule), then blank ballots that do not count.
          const fromBlank = deemedTowardQuorum && policy === 'ABSTAIN';
          const counts = (moved: { area: number; heads: number }): IssueCounts => {
            const source = fromBlank ? blank : noBallot;
            const rest = { area: source.area - moved.area, heads: source.heads - moved.heads };
            return {
              issueKey: 'q1',
              total,
              cast: {
                ...emptyChoiceCounts(),
                AGREE: { area: agree.area + moved.area, heads: agree.heads + moved.heads },
              },
              blank: fromBlank ? rest : blank,
              noBallot: fromBlank ? noBallot : rest,
              noBallotDelivered: { area: 0, heads: 0 },
            };
          };
          const decide = (moved: { area: number; heads: number }) =>
            decideIssue(counts(moved), settings, rulesOf(rule)).quorum;
          const progress = quorumProgress(
            decideIssue(counts({ area: 0, heads: 0 }), settings, rulesOf(rule)),
            settings,
            rule,
          );
          const need = progress.stillNeeded;
          const source = fromBlank ? blank : noBallot;
          fc.pre(progress.reachable && need.area <= source.area && need.heads <= source.heads);
          expect(decide(need)).toBe(true);
          if (need.heads > 0) expect(decide({ ...need, heads: need.heads - 1 })).toBe(false);
          if (need.area > 0) expect(decide({ ...need, area: need.area - 1 })).toBe(false);
        },
      ),
      { seed: 26, numRuns: 2000 },
    );
  });
});
