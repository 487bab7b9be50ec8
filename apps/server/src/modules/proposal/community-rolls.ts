import { buildVoterRoll, type RollHouse, type VoterRoll } from '@gongzhi/domain/voting/voter-roll';
import { createVersionedCache } from '../../common/versioned-cache';

/** Communities whose roll is kept; beyond it the least recently used goes. */
const MAX_COMMUNITIES = 16;

/**
 * Each community's voter roll, kept while its roster stands (common/versioned-cache.ts). Every owner
 * page of a proposal shows the share signed, and building the roll meant reading every house of the
 * community with its owners: at 30,000 houses that was most of each signature's cost
 * (bench:proposal-sign).
 */
export function createCommunityRolls(deps: {
  rosterVersion: (communityId: number) => Promise<number>;
  rollHouses: (communityId: number) => Promise<RollHouse[]>;
}): (communityId: number) => Promise<VoterRoll> {
  return createVersionedCache({
    version: deps.rosterVersion,
    build: async (communityId: number) => buildVoterRoll(await deps.rollHouses(communityId)),
    max: MAX_COMMUNITIES,
  });
}
