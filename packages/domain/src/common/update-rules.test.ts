import { describe, expect, it } from 'vitest';
import { buildingUpdateInput, houseAreaInput } from '../roster/roster-api';
import { changesSomething, NOTHING_TO_UPDATE } from './update-rules';

describe('edits with nothing to change', () => {
  it('counts a null (clearing a value) as a change, an absent field not', () => {
    expect(changesSomething({ a: undefined }, ['a'])).toBe(false);
    expect(changesSomething({ a: null }, ['a'])).toBe(true);
    expect(changesSomething({ b: 1 }, ['a'])).toBe(false);
  });

  it('refuses building and area edits that change nothing', () => {
    const building = buildingUpdateInput.safeParse({ communityInfoCode: 'C', buildingCode: 'B' });
    expect(building.error?.issues[0]?.message).toBe(NOTHING_TO_UPDATE);
    const area = houseAreaInput.safeParse({ communityInfoCode: 'C', houseCode: 'H' });
    expect(area.error?.issues[0]?.message).toBe(NOTHING_TO_UPDATE);
    expect(
      buildingUpdateInput.safeParse({ communityInfoCode: 'C', buildingCode: 'B', sort: 0 }).success,
    ).toBe(true);
    expect(
      houseAreaInput.safeParse({ communityInfoCode: 'C', houseCode: 'H', surveyArea: null }).success,
    ).toBe(true);
  });
});
