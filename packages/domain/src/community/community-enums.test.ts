import { describe, expect, it } from 'vitest';
import { CommunityCertification, isCommunityCertified } from './community-enums';

describe('isCommunityCertified', () => {
  it.each([
    ['YES', true],
    ['NO', false],
    [null, false],
    [undefined, false],
    ['yes', false],
  ] as const)('hasAuth %s → %s', (hasAuth, expected) => {
    expect(isCommunityCertified(hasAuth)).toBe(expected);
  });

  it('labels the flag', () => {
    expect(CommunityCertification.label('YES')).toBe('已认证');
  });
});
