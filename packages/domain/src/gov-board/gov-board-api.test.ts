import { describe, expect, it } from 'vitest';
import { boardRate, votingBoardBucket } from './gov-board-api';

describe('board rates', () => {
  it('is part / whole, 0 for nothing, never above 1', () => {
    expect(boardRate(1, 4)).toBe(0.25);
    expect(boardRate(0, 0)).toBe(0);
    expect(boardRate(5, 4)).toBe(1);
  });
});

describe('votingBoardBucket', () => {
  it('counts only open voting as in progress, as the community-affair section does', () => {
    expect(votingBoardBucket('PROCESSING')).toBe('IN_PROGRESS');
    for (const state of [
      'HAS_NOT_STARTED',
      'VOTING_HAS_ENDED',
      'ANNOUNCEMENT',
      'DRAFT',
      'ABANDONED',
      'TERMINATE',
    ] as const)
      expect(votingBoardBucket(state)).toBeNull();
  });

  it('counts both finished states as finished', () => {
    expect(votingBoardBucket('FINISH')).toBe('FINISHED');
    expect(votingBoardBucket('FINISH_NO_ANNOUNCEMENT')).toBe('FINISHED');
  });
});
