import { buildVoterRoll, type RollHouse, type VoterRoll } from '@gongzhi/domain/voting/voter-roll';

/** Communities whose roll is kept; beyond it the least recently used goes. */
const MAX_COMMUNITIES = 16;

/**
 * Each community's voter roll, kept while its roster stands. Every owner page of a proposal shows
 * the share signed, and building the roll meant reading every house of the community with its owners:
 * at 30,000 houses that was most of each signature's cost (bench:proposal-sign). Every roster write
 * bumps the community's roster version (migration 0018), so a roll is rebuilt exactly when the
 * roster changed. The version is read before the houses: a write landing in between leaves a roll
 * newer than its version, which the next read replaces, never an older one.
 */
export function createCommunityRolls(deps: {
  rosterVersion: (communityId: number) => Promise<number>;
  rollHouses: (communityId: number) => Promise<RollHouse[]>;
}) {
  const rolls = new Map<number, { version: number; roll: VoterRoll }>();
  return async function rollOf(communityId: number): Promise<VoterRoll> {
    const version = await deps.rosterVersion(communityId);
    const kept = rolls.get(communityId);
    rolls.delete(communityId);
    if (kept && kept.version === version) {
      rolls.set(communityId, kept);
      return kept.roll;
    }
    const roll = buildVoterRoll(await deps.rollHouses(communityId));
    rolls.set(communityId, { version, roll });
    if (rolls.size > MAX_COMMUNITIES) {
      const oldest = rolls.keys().next().value;
      if (oldest !== undefined) rolls.delete(oldest);
    }
    return roll;
  };
}
