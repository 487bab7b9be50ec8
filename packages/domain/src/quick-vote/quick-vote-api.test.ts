import { describe, expect, it } from 'vitest';
import {
  emptyChoiceTally,
  issueQuickCreateInput,
  QUICK_VOTE_MESSAGES,
  quickVoteResults,
} from './quick-vote-api';

describe('issueQuickCreateInput', () => {
  const base = {
    communityInfoCode: 'YGHY001',
    title: '关于更换小区门禁系统的快速决议',
    startDate: '2026-03-03T00:00:00+08:00',
    endDate: '2026-03-05T00:00:00+08:00',
  };
  it('defaults to the owners of the whole community', () => {
    const parsed = issueQuickCreateInput.parse(base);
    expect(parsed.participantType).toBe('OWNER');
    expect(parsed.scopeType).toBe('COMMUNITY');
    expect(parsed.signAttachment).toEqual([]);
  });
  it('refuses a start after the end and an empty building scope', () => {
    const bad = issueQuickCreateInput.safeParse({ ...base, startDate: base.endDate, scopeType: 'BUILDING' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      QUICK_VOTE_MESSAGES.startAfterEnd,
      QUICK_VOTE_MESSAGES.buildingsRequired,
    ]);
  });
});

describe('quickVoteResults', () => {
  it('gives shares of the participants by heads and by area', () => {
    const tally = emptyChoiceTally();
    tally.AGREE = { heads: 2, area: 20000 };
    tally.DISAGREE = { heads: 1, area: 10050 };
    const results = quickVoteResults(tally);
    expect(results.map((row) => [row.name, row.headsPercentage, row.areaPercentage])).toEqual([
      ['同意', '66.67', '66.56'],
      ['不同意', '33.33', '33.44'],
      ['弃权', '0.00', '0.00'],
    ]);
  });
  it('shows zero shares when nobody answered', () => {
    expect(quickVoteResults(emptyChoiceTally()).every((row) => row.headsPercentage === '0.00')).toBe(true);
  });
});
