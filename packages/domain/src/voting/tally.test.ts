import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalRules } from './issue-types';
import { type IssueTally, majoritySide, shares, type TallyBallot, tally } from './tally';
import {
  buildVoterRoll,
  DEVELOPER_VOTER_KEY,
  houseVotingArea,
  type RollHouse,
  type VoterRoll,
} from './voter-roll';
import { type IssueRules, ORDINARY_VOTING_RULE, satisfiesRule } from './voting-rules';
import {
  DEFAULT_VOTING_SETTINGS,
  type NonResponsePolicy,
  type VoteChoice,
  type VotingSettings,
} from './voting-settings';

describe('buildVoterRoll', () => {
  const houses: RollHouse[] = [
    { houseId: 1, area: 10_000, ownerIds: [1] },
    { houseId: 2, area: 5_000, ownerIds: [1] }, // one buyer's two units: one head
    { houseId: 3, area: 8_000, ownerIds: [2, 3] }, // co-owners: one head
    { houseId: 4, area: 7_000, ownerIds: [3, 2] }, // same owner set in another order
    { houseId: 5, area: 6_000, ownerIds: [] }, // unsold: developer
    { houseId: 6, area: 4_000, ownerIds: [9], developer: true }, // undelivered: developer
    { houseId: 7, area: 9_000, ownerIds: [2] }, // owner 2 alone is a different voter from {2,3}
  ];
  it('merges equal owner sets, co-owners and developer units', () => {
    const roll = buildVoterRoll(houses);
    expect(roll.voters.map((voter) => [voter.voterKey, voter.area, voter.houseIds])).toEqual([
      ['1', 15_000, [1, 2]],
      ['2', 9_000, [7]],
      ['2,3', 15_000, [3, 4]],
      [DEVELOPER_VOTER_KEY, 10_000, [5, 6]],
    ]);
    expect(roll.totalArea).toBe(49_000);
    expect(roll.totalHeads).toBe(4);
  });
  it('empty scope', () => {
    expect(buildVoterRoll([])).toEqual({ voters: [], totalArea: 0, totalHeads: 0 });
  });
  it('picks voting, register, survey, contract area in that order', () => {
    expect(houseVotingArea({ votingArea: 1, registerArea: 2, surveyArea: 3, contractArea: 4 })).toBe(1);
    expect(houseVotingArea({ votingArea: null, registerArea: 2, surveyArea: 3, contractArea: 4 })).toBe(2);
    expect(houseVotingArea({ votingArea: null, registerArea: null, surveyArea: 3, contractArea: 4 })).toBe(3);
    expect(houseVotingArea({ registerArea: null, surveyArea: null, contractArea: 4 })).toBe(4);
    expect(houseVotingArea({ registerArea: null, surveyArea: null, contractArea: null })).toBe(0);
  });
  it('areas and heads add up whatever the grouping', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            area: fc.integer({ min: 1, max: 1_000_000 }),
            ownerIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
          }),
          { maxLength: 60 },
        ),
        (rows) => {
          const roll = buildVoterRoll(rows.map((row, index) => ({ houseId: index + 1, ...row })));
          expect(roll.totalArea).toBe(rows.reduce((sum, row) => sum + row.area, 0));
          expect(roll.voters.flatMap((voter) => voter.houseIds)).toHaveLength(rows.length);
          expect(new Set(roll.voters.map((voter) => voter.voterKey)).size).toBe(roll.totalHeads);
        },
      ),
    );
  });
});

/** A roll of one-unit voters v0, v1, … with the given areas. */
function rollOf(areas: number[]): VoterRoll {
  return buildVoterRoll(areas.map((area, index) => ({ houseId: index + 1, area, ownerIds: [index + 1] })));
}

/** Ballots on issue 'q': one character per voter: a agree, d disagree, s abstain, f 从众, b blank, - none. */
function ballotsOf(roll: VoterRoll, pattern: string): TallyBallot[] {
  const choice: Record<string, VoteChoice | null> = {
    a: 'AGREE',
    d: 'DISAGREE',
    s: 'ABSTAIN',
    f: 'FOLLOW_MAJORITY',
    b: null,
  };
  return roll.voters.flatMap((voter, index) => {
    const mark = pattern[index] ?? '-';
    return mark === '-' ? [] : [{ voterKey: voter.voterKey, choices: { q: choice[mark] } }];
  });
}

const ORDINARY = legalRules('ELECT_COMMITTEE');
const MAJOR = legalRules('RAISE_MAINTENANCE_FUND');

function run(
  areas: number[],
  pattern: string,
  rules: IssueRules,
  settings: Partial<VotingSettings> = {},
  delivered: number[] = [],
): IssueTally {
  const roll = rollOf(areas);
  const [result] = tally(
    roll,
    ballotsOf(roll, pattern),
    { ...DEFAULT_VOTING_SETTINGS, ...settings },
    [{ issueKey: 'q', rules }],
    {
      deliveredVoterKeys: new Set(delivered.map((index) => roll.voters[index]?.voterKey ?? '')),
    },
  );
  if (!result) throw new Error('no result');
  return result;
}

describe('tally: hand-computed legal cases', () => {
  // [name, areas, ballots, rules, settings, delivered, participating area/heads, agree area/heads, quorum, passed]
  it.each<
    [
      string,
      number[],
      string,
      IssueRules,
      Partial<VotingSettings>,
      number[],
      [number, number],
      [number, number],
      boolean,
      boolean,
    ]
  >([
    [
      'quorum exactly 2/3, all agree',
      [100, 100, 100],
      'aa-',
      ORDINARY,
      {},
      [],
      [200, 2],
      [200, 2],
      true,
      true,
    ],
    [
      'quorum 0.01 m² short of 2/3',
      [100, 100, 101],
      'aa-',
      ORDINARY,
      {},
      [],
      [200, 2],
      [200, 2],
      false,
      false,
    ],
    [
      'agreement exactly 1/2 fails (>)',
      [100, 100, 100, 100],
      'aadd',
      ORDINARY,
      {},
      [],
      [400, 4],
      [200, 2],
      true,
      false,
    ],
    [
      'area just over 1/2, heads exactly 1/2',
      [101, 100, 100, 100],
      'aadd',
      ORDINARY,
      {},
      [],
      [401, 4],
      [201, 2],
      true,
      false,
    ],
    [
      'area over 1/2, heads over 1/2',
      [100, 100, 100, 100, 100],
      'aaadd',
      ORDINARY,
      {},
      [],
      [500, 5],
      [300, 3],
      true,
      true,
    ],
    [
      'area majority without head majority',
      [300, 100, 100],
      'add',
      ORDINARY,
      {},
      [],
      [500, 3],
      [300, 1],
      true,
      false,
    ],
    [
      'major exactly 3/4 passes (≥)',
      [100, 100, 100, 100],
      'aaad',
      MAJOR,
      {},
      [],
      [400, 4],
      [300, 3],
      true,
      true,
    ],
    [
      'major area just under 3/4',
      [100, 100, 100, 101],
      'aaad',
      MAJOR,
      {},
      [],
      [401, 4],
      [300, 3],
      true,
      false,
    ],
    [
      'blank counts as participation',
      [100, 100, 100],
      'ab-',
      ORDINARY,
      {},
      [],
      [200, 2],
      [100, 1],
      true,
      false,
    ],
    [
      'blank does not count',
      [100, 100, 100],
      'ab-',
      ORDINARY,
      { blankCountsAsParticipation: false },
      [],
      [100, 1],
      [100, 1],
      false,
      false,
    ],
    [
      'non-response: not participated',
      [100, 100, 100],
      'a--',
      ORDINARY,
      {},
      [],
      [100, 1],
      [100, 1],
      false,
      false,
    ],
    [
      'non-response: abstain never makes the quorum (1 of 3 voted)',
      [100, 100, 100],
      'a--',
      ORDINARY,
      { nonResponsePolicy: 'ABSTAIN' },
      [],
      [100, 1],
      [100, 1],
      false,
      false,
    ],
    [
      'non-response: abstain, 0 of 4 voted: no quorum',
      [100, 100, 100, 100],
      '----',
      ORDINARY,
      { nonResponsePolicy: 'ABSTAIN' },
      [],
      [0, 0],
      [0, 0],
      false,
      false,
    ],
    [
      'non-response: abstain added once real ballots make the quorum',
      [100, 100, 100],
      'aa-',
      ORDINARY,
      { nonResponsePolicy: 'ABSTAIN' },
      [],
      [300, 3],
      [200, 2],
      true,
      true,
    ],
    [
      'non-response: abstain, local-rule variant counts the deemed toward the quorum',
      [100, 100, 100],
      'a--',
      ORDINARY,
      { nonResponsePolicy: 'ABSTAIN', deemedTowardQuorum: true },
      [],
      [300, 3],
      [100, 1],
      true,
      false,
    ],
    [
      'non-response: follow majority, all delivered, 1 of 3 voted: no quorum',
      [100, 100, 100],
      'a--',
      ORDINARY,
      { nonResponsePolicy: 'FOLLOW_MAJORITY' },
      [1, 2],
      [100, 1],
      [100, 1],
      false,
      false,
    ],
    [
      'non-response: follow majority, 4 of 7 owners holding 6 % of the area cannot pass',
      [3, 3, 3, 3, 100, 100, 50],
      'aaaa---',
      ORDINARY,
      { nonResponsePolicy: 'FOLLOW_MAJORITY' },
      [4, 5, 6],
      [12, 4],
      [12, 4],
      false,
      false,
    ],
    [
      'non-response: follow majority, delivered followers join once real ballots make the quorum',
      [100, 100, 100],
      'aa-',
      ORDINARY,
      { nonResponsePolicy: 'FOLLOW_MAJORITY' },
      [2],
      [300, 3],
      [300, 3],
      true,
      true,
    ],
    [
      'non-response: follow majority, local-rule variant, all delivered',
      [100, 100, 100],
      'a--',
      ORDINARY,
      { nonResponsePolicy: 'FOLLOW_MAJORITY', deemedTowardQuorum: true },
      [1, 2],
      [300, 3],
      [300, 3],
      true,
      true,
    ],
    [
      'non-response: follow majority, local-rule variant, one delivered',
      [100, 100, 100],
      'a--',
      ORDINARY,
      { nonResponsePolicy: 'FOLLOW_MAJORITY', deemedTowardQuorum: true },
      [1],
      [200, 2],
      [200, 2],
      true,
      true,
    ],
    [
      'non-response: follow majority, none delivered',
      [100, 100, 100],
      'a--',
      ORDINARY,
      { nonResponsePolicy: 'FOLLOW_MAJORITY' },
      [],
      [100, 1],
      [100, 1],
      false,
      false,
    ],
    [
      '从众 ballot joins the agreeing majority',
      [100, 100, 100, 100],
      'aadf',
      ORDINARY,
      {},
      [],
      [400, 4],
      [300, 3],
      true,
      true,
    ],
    [
      '从众 with area and head majorities split adds nothing',
      [300, 100, 100, 100],
      'addf',
      ORDINARY,
      {},
      [],
      [600, 4],
      [300, 1],
      true,
      false,
    ],
    [
      '从众 with a tie adds nothing',
      [100, 100, 100],
      'adf',
      ORDINARY,
      {},
      [],
      [300, 3],
      [100, 1],
      true,
      false,
    ],
    [
      'abstentions dilute agreement',
      [100, 100, 100],
      'ass',
      ORDINARY,
      {},
      [],
      [300, 3],
      [100, 1],
      true,
      false,
    ],
    [
      'counting rule over all voters',
      [100, 100, 100, 100],
      'aad-',
      { ...ORDINARY, countingRuleParam: ['1/2', '1/2', 'GREATER_THAN'] },
      {},
      [],
      [300, 3],
      [200, 2],
      true,
      false,
    ],
    [
      'counting rule met',
      [100, 100, 100, 100],
      'aaad',
      { ...ORDINARY, countingRuleParam: ['1/2', '1/2', 'GREATER_THAN'] },
      {},
      [],
      [400, 4],
      [300, 3],
      true,
      true,
    ],
    ['nobody in scope', [], '', ORDINARY, {}, [], [0, 0], [0, 0], false, false],
  ])('%s', (_name, areas, pattern, rules, settings, delivered, participating, agree, quorum, passed) => {
    const result = run(areas, pattern, rules, settings, delivered);
    expect([result.participating.area, result.participating.heads]).toEqual(participating);
    expect([result.agree.area, result.agree.heads]).toEqual(agree);
    expect(result.quorum).toBe(quorum);
    expect(result.passed).toBe(passed);
  });

  it('multi-unit owners, co-owners and developer units count one head each', () => {
    const roll = buildVoterRoll([
      { houseId: 1, area: 100, ownerIds: [1] },
      { houseId: 2, area: 100, ownerIds: [1] },
      { houseId: 3, area: 100, ownerIds: [2, 3] },
      { houseId: 4, area: 100, ownerIds: [] },
      { houseId: 5, area: 100, ownerIds: [] },
      { houseId: 6, area: 100, ownerIds: [4] },
    ]);
    expect(roll.totalHeads).toBe(4);
    // Owner 1 (200) and the co-owners (100) agree: area 300/600 = 1/2 of all, heads 2/4.
    const ballots: TallyBallot[] = [
      { voterKey: '1', choices: { q: 'AGREE' } },
      { voterKey: '2,3', choices: { q: 'AGREE' } },
      { voterKey: DEVELOPER_VOTER_KEY, choices: { q: 'DISAGREE' } },
    ];
    const [result] = tally(roll, ballots, DEFAULT_VOTING_SETTINGS, [{ issueKey: 'q', rules: ORDINARY }]);
    expect(result?.participating).toEqual({ area: 500, heads: 3 });
    expect(result?.agree).toEqual({ area: 300, heads: 2 });
    expect(result?.disagree).toEqual({ area: 200, heads: 1 });
    expect(result?.quorum).toBe(true); // 500/600 ≥ 2/3 and 3/4 ≥ 2/3
    expect(result?.passed).toBe(true); // 300/500 > 1/2 and 2/3 > 1/2
  });

  it('ignores ballots of voters off the roll and a second ballot of one voter', () => {
    const roll = rollOf([100, 100, 100]);
    const ballots: TallyBallot[] = [
      { voterKey: '1', choices: { q: 'AGREE' } },
      { voterKey: '1', choices: { q: 'DISAGREE' } },
      { voterKey: 'stranger', choices: { q: 'DISAGREE' } },
    ];
    const [result] = tally(roll, ballots, DEFAULT_VOTING_SETTINGS, [{ issueKey: 'q', rules: ORDINARY }]);
    expect(result?.agree).toEqual({ area: 100, heads: 1 });
    expect(result?.disagree).toEqual({ area: 0, heads: 0 });
  });

  it('majoritySide', () => {
    expect(majoritySide({ area: 2, heads: 2 }, { area: 1, heads: 1 })).toBe('AGREE');
    expect(majoritySide({ area: 1, heads: 1 }, { area: 2, heads: 2 })).toBe('DISAGREE');
    expect(majoritySide({ area: 2, heads: 1 }, { area: 1, heads: 2 })).toBeNull();
    expect(majoritySide({ area: 2, heads: 1 }, { area: 1, heads: 1 })).toBeNull();
    expect(majoritySide({ area: 1, heads: 2 }, { area: 1, heads: 1 })).toBeNull();
  });
});

describe('tally properties', () => {
  const mark = fc.constantFrom('a', 'd', 's', 'f', 'b', '-');
  const scenario = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), mark), { maxLength: 40 })
    .chain((rows) =>
      fc.record({
        rows: fc.constant(rows),
        policy: fc.constantFrom<NonResponsePolicy>('NOT_PARTICIPATED', 'ABSTAIN', 'FOLLOW_MAJORITY'),
        blank: fc.boolean(),
        delivered: fc.subarray(rows.map((_, index) => index)),
      }),
    );

  it('the parts add up to the whole and the verdict follows the rules', () => {
    fc.assert(
      fc.property(scenario, ({ rows, policy, blank, delivered }) => {
        const result = run(
          rows.map(([area]) => area),
          rows.map(([, m]) => m).join(''),
          ORDINARY,
          { nonResponsePolicy: policy, blankCountsAsParticipation: blank },
          delivered,
        );
        const cast = Object.values(result.cast);
        expect(
          cast.reduce((sum, part) => sum + part.area, 0) + result.blank.area + result.noBallot.area,
        ).toBe(result.total.area);
        expect(
          cast.reduce((sum, part) => sum + part.heads, 0) + result.blank.heads + result.noBallot.heads,
        ).toBe(result.total.heads);
        expect(result.participating.area).toBeLessThanOrEqual(result.total.area);
        expect(result.agree.heads + result.disagree.heads + result.abstain.heads).toBeLessThanOrEqual(
          result.participating.heads,
        );
        // Deemed owners never make the quorum: without the real ballots' quorum nothing is deemed.
        const direct = shares(result.direct, result.total);
        if (!satisfiesRule(ORDINARY.effectRuleParam, direct.area, direct.heads)) {
          expect(result.quorum).toBe(false);
          expect(result.participating).toEqual(result.direct);
        }
        if (result.passed) {
          expect(result.quorum).toBe(true);
          expect(2 * result.agree.area).toBeGreaterThan(result.participating.area);
          expect(2 * result.agree.heads).toBeGreaterThan(result.participating.heads);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('turning a disagreement into agreement never makes a passed issue fail', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.constantFrom('a', 'd', 's', '-')), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.nat(),
        (rows, pick) => {
          const areas = rows.map(([area]) => area);
          const before = rows.map(([, m]) => m);
          const disagreeing = before.flatMap((m, index) => (m === 'd' ? [index] : []));
          fc.pre(disagreeing.length > 0);
          const after = [...before];
          after[disagreeing[pick % disagreeing.length] ?? 0] = 'a';
          const was = run(areas, before.join(''), ORDINARY).passed;
          const is = run(areas, after.join(''), ORDINARY).passed;
          return !was || is;
        },
      ),
    );
  });

  it('the order of ballots does not matter', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 1000 }), mark), { maxLength: 30 }),
        fc.integer(),
        (rows, seed) => {
          const roll = rollOf(rows.map(([area]) => area));
          const ballots = ballotsOf(roll, rows.map(([, m]) => m).join(''));
          const shuffled = [...ballots].sort(
            (a, b) => ((a.voterKey.length * seed) % 7) - ((b.voterKey.length * seed) % 7),
          );
          const issues = [{ issueKey: 'q', rules: { ...ORDINARY, votingRuleParam: ORDINARY_VOTING_RULE } }];
          expect(tally(roll, shuffled, DEFAULT_VOTING_SETTINGS, issues)).toEqual(
            tally(roll, ballots, DEFAULT_VOTING_SETTINGS, issues),
          );
        },
      ),
    );
  });
});
