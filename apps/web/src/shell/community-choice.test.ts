import { describe, expect, it } from 'vitest';
import { chooseCommunity } from './community-choice';

const communities = [{ communityInfoCode: 'A' }, { communityInfoCode: 'B' }, { communityInfoCode: 'C' }];

describe('chooseCommunity', () => {
  it('takes a valid query value first', () => {
    expect(chooseCommunity({ queryCode: 'C', currentCode: 'B', storedCode: 'A', communities })).toBe('C');
  });

  it('falls back to the current community when the query is missing or not the user’s', () => {
    expect(chooseCommunity({ queryCode: null, currentCode: 'B', storedCode: 'A', communities })).toBe('B');
    expect(chooseCommunity({ queryCode: 'X', currentCode: 'B', storedCode: 'A', communities })).toBe('B');
  });

  it('then to the stored community', () => {
    expect(chooseCommunity({ queryCode: 'X', currentCode: null, storedCode: 'C', communities })).toBe('C');
    expect(chooseCommunity({ queryCode: null, currentCode: 'gone', storedCode: 'C', communities })).toBe('C');
  });

  it('then to the first community', () => {
    expect(chooseCommunity({ queryCode: null, currentCode: null, storedCode: 'old', communities })).toBe('A');
  });

  it('answers null for a user without communities', () => {
    expect(
      chooseCommunity({ queryCode: 'A', currentCode: 'A', storedCode: 'A', communities: [] }),
    ).toBeNull();
  });
});
