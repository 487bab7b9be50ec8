/**
 * Roster statistics shown per building and per community (SPEC §3: infoCompletion and
 * certificationRate are fractions the web shows as percentages with one decimal).
 *
 * - A house has **complete information** when it has a counted area and at least one bound owner
 *   (relation OWNER, whatever the confirmation state): what a vote needs to count it.
 * - A house is **certified** when at least one of its owner links is CORRECT_INFO, which approving
 *   an owner certification sets.
 * - infoCompletion = complete houses / houses; certificationRate = certified houses / houses;
 *   both 0 for a building without houses.
 */
export type RosterCounts = { houseCount: number; completeHouseCount: number; certifiedHouseCount: number };

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a count, got ${value}`);
}

/** `part / whole` as a fraction in [0, 1]; 0 when there is nothing to count. */
export function fraction(part: number, whole: number): number {
  assertCount(part, 'part');
  assertCount(whole, 'whole');
  if (part > whole) throw new RangeError(`part ${part} exceeds whole ${whole}`);
  return whole === 0 ? 0 : part / whole;
}

export function infoCompletion(counts: RosterCounts): number {
  return fraction(counts.completeHouseCount, counts.houseCount);
}

export function certificationRate(counts: RosterCounts): number {
  return fraction(counts.certifiedHouseCount, counts.houseCount);
}

/** Whether one house's information is complete (see above). */
export function isHouseInfoComplete(house: { area: number | null; ownerCount: number }): boolean {
  return house.area !== null && house.area > 0 && house.ownerCount > 0;
}
