/**
 * Tells whether a vote in progress uses roster objects, so deleting them can be refused (issue 4).
 * The voting module implements it once votings exist; until then nothing is in use.
 */
export type RosterUsageChecker = {
  /** The name of a vote in progress that uses one of these buildings, or null. */
  buildingInUse: (communityId: number, buildingIds: readonly number[]) => Promise<string | null>;
  /** The name of a vote in progress that uses one of these houses, or null. */
  houseInUse: (communityId: number, houseIds: readonly number[]) => Promise<string | null>;
};

export const noRosterUsage: RosterUsageChecker = {
  buildingInUse: async () => null,
  houseInUse: async () => null,
};
