/**
 * Tells whether a vote in progress uses roster objects, so deleting them can be refused (issue 4).
 * The voting module implements it once votings exist; until then nothing is in use.
 */
export type RosterUsageChecker = {
  /** The name of a vote in progress that uses one of these buildings, or null. */
  buildingInUse: (communityId: number, buildingIds: readonly number[]) => Promise<string | null>;
  /** The name of a vote in progress that uses one of these houses, or null. */
  houseInUse: (communityId: number, houseIds: readonly number[]) => Promise<string | null>;
  /**
   * Called before every write to the community's houses or owners: a vote whose start has passed
   * but whose roll nobody has frozen yet freezes it now, from the roster as it stood at the start,
   * so the write never enters that vote (issue #22 item 1).
   */
  beforeRosterChange: (communityId: number) => Promise<void>;
};

export const noRosterUsage: RosterUsageChecker = {
  buildingInUse: async () => null,
  houseInUse: async () => null,
  beforeRosterChange: async () => {},
};
