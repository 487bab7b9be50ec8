import { describe, expect, it } from 'vitest';
import {
  DOOR_TO_DOOR_MESSAGES,
  doorToDoorMarkInput,
  doorToDoorMobile,
  VisitMark,
  visitMarkRefusal,
} from './door-to-door';
import { VotingState } from './voting-enums';

describe('door-to-door lists (issue #26 item 2)', () => {
  it('visits are marked only while the vote runs', () => {
    const allowed = VotingState.values.filter((state) => visitMarkRefusal(state) === null);
    expect(allowed).toEqual(['PROCESSING']);
    expect(visitMarkRefusal('HAS_NOT_STARTED')).toBe(DOOR_TO_DOOR_MESSAGES.notStarted);
    for (const state of ['VOTING_HAS_ENDED', 'ANNOUNCEMENT', 'FINISH', 'FINISH_NO_ANNOUNCEMENT'] as const)
      expect(visitMarkRefusal(state)).toBe(DOOR_TO_DOOR_MESSAGES.ended);
    expect(visitMarkRefusal('TERMINATE')).toBe(DOOR_TO_DOOR_MESSAGES.notRunning);
  });

  it('masks a mainland mobile unless the viewer may see it', () => {
    expect(doorToDoorMobile('13812345678', false)).toBe('138****5678');
    expect(doorToDoorMobile('13812345678', true)).toBe('13812345678');
  });

  it('knows the four marks in Chinese and refuses others', () => {
    expect(VisitMark.options.map((option) => option.label)).toEqual(['已走访', '不在家', '拒绝', '已留票']);
    const base = { communityInfoCode: 'C', votingCode: 'V', houseCode: 'H' };
    expect(doorToDoorMarkInput.safeParse({ ...base, mark: 'BALLOT_LEFT' }).success).toBe(true);
    expect(doorToDoorMarkInput.safeParse({ ...base, mark: 'GONE' }).success).toBe(false);
  });
});
