import type { RollHouse } from '@gongzhi/domain/voting/voter-roll';
import { describe, expect, it } from 'vitest';
import { createCommunityRolls } from '../src/modules/proposal/community-rolls';

// The kept voter rolls of proposal shares: built once per roster version, rebuilt when it changes.

function fakeRoster() {
  const versions = new Map<number, number>([
    [1, 3],
    [2, 1],
  ]);
  const houses = new Map<number, RollHouse[]>([
    [1, [{ houseId: 11, area: 9_000, ownerIds: [101] }]],
    [2, [{ houseId: 21, area: 8_000, ownerIds: [201] }]],
  ]);
  const reads = { houses: 0 };
  const rollOf = createCommunityRolls({
    rosterVersion: async (id) => versions.get(id) ?? 0,
    rollHouses: async (id) => {
      reads.houses += 1;
      return houses.get(id) ?? [];
    },
  });
  return { rollOf, versions, houses, reads };
}

describe('community rolls', () => {
  it('reads the houses once while the roster version stands', async () => {
    const { rollOf, reads } = fakeRoster();
    expect((await rollOf(1)).totalArea).toBe(9_000);
    expect((await rollOf(1)).totalHeads).toBe(1);
    expect(reads.houses).toBe(1);
    expect((await rollOf(2)).totalArea).toBe(8_000);
    expect(reads.houses).toBe(2);
  });

  it('rebuilds a roll when its community’s roster changed', async () => {
    const { rollOf, versions, houses, reads } = fakeRoster();
    await rollOf(1);
    houses.set(1, [...(houses.get(1) ?? []), { houseId: 12, area: 1_000, ownerIds: [102] }]);
    versions.set(1, 4);
    const roll = await rollOf(1);
    expect(roll.totalHeads).toBe(2);
    expect(roll.totalArea).toBe(10_000);
    expect(reads.houses).toBe(2);
  });
});
