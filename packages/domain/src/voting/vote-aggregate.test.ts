import { describe, expect, it } from 'vitest';
import { appendEntry, type ChainEntry } from './evidence-chain';
import { legalRules } from './issue-types';
import { tally } from './tally';
import {
  countedBallots,
  housesOfVoter,
  isPseudonymousAggregate,
  publishedIssueOf,
  rollDigestOf,
  type VoteAggregate,
  verifyAggregate,
  voterOfPayload,
} from './vote-aggregate';
import { voterRefOf } from './voter-ref';

const AT = '2026-03-02T02:00:00.000Z';
const roll: [string, number, number[]][] = [
  ['1', 10000, [1]],
  ['2', 20000, [2, 3]],
  ['3,4', 5000, [4]],
  ['DEVELOPER', 7000, [5, 6]],
];
const rules = legalRules('OTHER');
// The local-rule variant: 2 of 4 voters voted, the delivered follower makes the quorum only under it.
const settings = {
  nonResponsePolicy: 'FOLLOW_MAJORITY' as const,
  blankCountsAsParticipation: true,
  deemedTowardQuorum: true,
};
const issues = [{ issueKey: '1', ...rules, countingRuleParam: rules.countingRuleParam ?? null }];

function build(published = true): VoteAggregate {
  const entries: ChainEntry[] = [];
  const push = (type: string, payload: unknown) => {
    entries.push(appendEntry(entries.at(-1) ?? null, { type, payload, at: AT }));
    return entries.at(-1) as ChainEntry;
  };
  push('ROLL_FROZEN', { votingCode: 'V1', totalArea: 42000, totalHeads: 4, rollDigest: rollDigestOf(roll) });
  const paper = push('BALLOT_CAST', { voterKey: '1', channel: 'PAPER', choices: { '1': 'DISAGREE' } });
  push('BALLOT_REPLACED', { voterKey: '1', replacedHash: paper.hash, reason: '在线投票优先' });
  push('BALLOT_CAST', { voterKey: '1', channel: 'ONLINE', choices: { '1': 'AGREE' } });
  push('BALLOT_CAST', { voterKey: '2', channel: 'ONLINE', choices: { '1': 'AGREE' } });
  push('DELIVERY_RECORDED', { voterKey: '3,4', method: 'IN_PERSON' });
  if (published) {
    const voters = roll.map(([voterKey, area, houseIds]) => ({
      voterKey,
      area,
      houseIds,
      ownerIds: [],
      heads: 1 as const,
    }));
    const expected = tally(
      { voters, totalArea: 42000, totalHeads: 4 },
      [
        { voterKey: '1', choices: { '1': 'AGREE' } },
        { voterKey: '2', choices: { '1': 'AGREE' } },
      ],
      settings,
      issues.map((issue) => ({ issueKey: issue.issueKey, rules })),
      { deliveredVoterKeys: new Set(['3,4']) },
    );
    push('RESULT_PUBLISHED', { votingCode: 'V1', ballotCount: 2, issues: expected.map(publishedIssueOf) });
  }
  return {
    format: 'gongzhi-vote-aggregate/1',
    votingCode: 'V1',
    title: '测试',
    settings,
    issues,
    roll,
    entries,
  };
}

describe('verifyAggregate', async () => {
  it('recomputes the chain, the roll and the published tally', async () => {
    const result = await verifyAggregate(build());
    expect(result).toMatchObject({ valid: true, rollMatches: true, resultMatches: true, ballotCount: 2 });
    // The delivered non-voter follows the agreeing majority.
    expect(result.tally[0]?.agree.heads).toBe(3);
    expect(result.tally[0]?.passed).toBe(true);
    expect((await verifyAggregate(build(false))).resultMatches).toBeNull();
  });

  it('reads the rule the result was published under: without the local-rule variant the quorum fails', async () => {
    const aggregate = build();
    const { deemedTowardQuorum: _variant, ...lawful } = aggregate.settings;
    const result = await verifyAggregate({ ...aggregate, settings: lawful });
    expect(result).toMatchObject({ valid: false, resultMatches: false });
    expect(result.tally[0]?.quorum).toBe(false);
    expect(result.tally[0]?.agree.heads).toBe(2);
  });

  it('fails at the tampered entry', async () => {
    const aggregate = build();
    const entry = aggregate.entries[4] as ChainEntry;
    entry.payload = { voterKey: '2', channel: 'ONLINE', choices: { '1': 'DISAGREE' } };
    expect(await verifyAggregate(aggregate)).toMatchObject({ valid: false, firstBadIndex: 4 });
  });

  it('fails when the roll differs from the frozen digest', async () => {
    const aggregate = build();
    aggregate.roll = [...roll.slice(0, 3), ['DEVELOPER', 9000, [5, 6]]];
    expect(await verifyAggregate(aggregate)).toMatchObject({
      valid: false,
      firstBadIndex: 0,
      rollMatches: false,
    });
  });

  it('fails at a published result the ballots do not give (rehashed chain)', async () => {
    const aggregate = build();
    const entries = aggregate.entries.slice(0, -1);
    const last = aggregate.entries.at(-1) as ChainEntry;
    const payload = last.payload as { issues: { passed: boolean }[] };
    const forged = { ...payload, issues: payload.issues.map((issue) => ({ ...issue, passed: false })) };
    entries.push(appendEntry(entries.at(-1) ?? null, { type: last.type, payload: forged, at: AT }));
    expect(await verifyAggregate({ ...aggregate, entries })).toMatchObject({
      valid: false,
      firstBadIndex: entries.length - 1,
      resultMatches: false,
    });
  });

  it('fails on a second ballot of one voter and on voters not on the roll', async () => {
    const aggregate = build(false);
    const twice = [...aggregate.entries];
    twice.push(
      appendEntry(twice.at(-1) ?? null, {
        type: 'BALLOT_CAST',
        payload: { voterKey: '2', choices: { '1': 'AGREE' } },
        at: AT,
      }),
    );
    expect((await verifyAggregate({ ...aggregate, entries: twice })).firstBadIndex).toBe(twice.length - 1);
    const stranger = [...aggregate.entries];
    stranger.push(
      appendEntry(stranger.at(-1) ?? null, {
        type: 'BALLOT_CAST',
        payload: { voterKey: '99', choices: { '1': 'AGREE' } },
        at: AT,
      }),
    );
    expect((await verifyAggregate({ ...aggregate, entries: stranger })).problem).toContain('不在名册');
  });
});

describe('verifyAggregate with pseudonymous voter references (issue #21 item 5)', () => {
  const KEY = '5c'.repeat(32);
  const ref = (voterKey: string) => voterRefOf(KEY, voterKey);
  /** The same vote as `build()`, every voter named by its reference and the roll as [voterRef, area]. */
  function pseudonymous(): VoteAggregate {
    const refRoll: VoteAggregate['roll'] = roll
      .map(([voterKey, area]): [string, number] => [ref(voterKey), area])
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const entries: ChainEntry[] = [];
    const push = (type: string, payload: unknown) => {
      entries.push(appendEntry(entries.at(-1) ?? null, { type, payload, at: AT }));
      return entries.at(-1) as ChainEntry;
    };
    push('ROLL_FROZEN', {
      votingCode: 'V1',
      totalArea: 42000,
      totalHeads: 4,
      rollDigest: rollDigestOf(refRoll),
    });
    const paper = push('BALLOT_CAST', { voterRef: ref('1'), channel: 'PAPER', choices: { '1': 'DISAGREE' } });
    push('BALLOT_REPLACED', { voterRef: ref('1'), replacedHash: paper.hash, reason: '在线投票优先' });
    push('BALLOT_CAST', { voterRef: ref('1'), channel: 'ONLINE', choices: { '1': 'AGREE' } });
    push('BALLOT_CAST', { voterRef: ref('2'), channel: 'ONLINE', choices: { '1': 'AGREE' } });
    push('DELIVERY_RECORDED', { voterRef: ref('3,4'), method: 'IN_PERSON' });
    const legacy = build();
    push('RESULT_PUBLISHED', (legacy.entries.at(-1) as ChainEntry).payload);
    return { ...legacy, roll: refRoll, entries };
  }

  it('verifies chain, roll digest and the replayed tally exactly as the legacy form', async () => {
    const aggregate = pseudonymous();
    expect(isPseudonymousAggregate(aggregate)).toBe(true);
    expect(isPseudonymousAggregate(build())).toBe(false);
    const result = await verifyAggregate(aggregate);
    expect(result).toMatchObject({ valid: true, rollMatches: true, resultMatches: true, ballotCount: 2 });
    expect(result.tally[0]?.agree.heads).toBe(3);
    const text = JSON.stringify(aggregate);
    expect(text).not.toContain('"3,4"');
    expect(text).not.toContain('DEVELOPER');
    expect(text).not.toContain('voterKey');
  });

  it('still refuses a second ballot of one reference and a reference not on the roll', async () => {
    const aggregate = pseudonymous();
    const entries = aggregate.entries.slice(0, -1);
    entries.push(
      appendEntry(entries.at(-1) ?? null, {
        type: 'BALLOT_CAST',
        payload: { voterRef: ref('2'), channel: 'ONLINE', choices: { '1': 'DISAGREE' } },
        at: AT,
      }),
    );
    expect((await verifyAggregate({ ...aggregate, entries })).problem).toContain('重复计票');
    const stranger = aggregate.entries.slice(0, -1);
    stranger.push(
      appendEntry(stranger.at(-1) ?? null, {
        type: 'BALLOT_CAST',
        payload: { voterRef: ref('99'), channel: 'ONLINE', choices: { '1': 'AGREE' } },
        at: AT,
      }),
    );
    expect((await verifyAggregate({ ...aggregate, entries: stranger })).problem).toContain('不在名册');
  });

  it('lists the counted ballots (replaced ones left out) and their houses from the annex', () => {
    const aggregate = pseudonymous();
    const counted = countedBallots(aggregate.entries);
    expect(counted.map((ballot) => [ballot.index, ballot.voter, ballot.channel])).toEqual([
      [3, ref('1'), 'ONLINE'],
      [4, ref('2'), 'ONLINE'],
    ]);
    expect(counted[0]?.hash).toBe(aggregate.entries[3]?.hash);
    const annexed = { houseAnnex: [{ voterRef: ref('1'), houses: ['1栋 101'] }] };
    expect(housesOfVoter(annexed, ref('1'))).toEqual(['1栋 101']);
    expect(housesOfVoter(annexed, ref('2'))).toEqual([]);
    expect(housesOfVoter({}, ref('1'))).toEqual([]);
  });

  it('reads the reference before a voterKey in a payload', () => {
    expect(voterOfPayload({ voterRef: 'abc', voterKey: '1' })).toBe('abc');
    expect(voterOfPayload({ voterKey: '1' })).toBe('1');
    expect(voterOfPayload(null)).toBe('');
  });
});
