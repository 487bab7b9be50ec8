import { countedArea } from '../roster/area';

/** The key of the developer's voter: all unsold or undelivered units together (DESIGN §7). */
export const DEVELOPER_VOTER_KEY = 'DEVELOPER';

export type RollHouse = {
  houseId: number;
  /** Exclusive-part area in 0.01 m² (see {@link houseVotingArea}). */
  area: number;
  /** Ids of the unit's registered owners; empty for a unit the developer still holds. */
  ownerIds: readonly number[];
  /** Held by the developer (unsold or undelivered) even if someone is registered. */
  developer?: boolean;
};

export type Voter = {
  /** Stable key: the sorted owner ids joined by ',' or {@link DEVELOPER_VOTER_KEY}. */
  voterKey: string;
  ownerIds: number[];
  houseIds: number[];
  /** Sum of the voter's unit areas in 0.01 m². */
  area: number;
  /** Always 1: one voter is one head (art. 278, interpretation art. 9). */
  heads: 1;
};

export type VoterRoll = {
  voters: Voter[];
  /** A: total area in scope (0.01 m²). */
  totalArea: number;
  /** N: total heads in scope. */
  totalHeads: number;
};

/** The area a house counts with in a vote (roster/area countedArea), 0 when none is known. */
export function houseVotingArea(house: Parameters<typeof countedArea>[0]): number {
  return countedArea(house) ?? 0;
}

/** The voter key of a house: its owner set, or the developer when it has none or is still held. */
export function voterKeyOf(house: Pick<RollHouse, 'ownerIds' | 'developer'>): string {
  if (house.developer || house.ownerIds.length === 0) return DEVELOPER_VOTER_KEY;
  return [...new Set(house.ownerIds)].sort((a, b) => a - b).join(',');
}

/**
 * The voters of a scope (DESIGN §7): a unit's voter is its set of registered owners; units whose
 * owner sets are equal form one voter (one head, areas summed), so a buyer of several units and the
 * co-owners of a unit each count once; the developer's units form one voter. The roster holds houses
 * only: parking spaces are not units of the roll (issue #22 item 6 retired the switch that claimed to
 * count them). Voters are ordered by key so the roll is deterministic.
 */
export function buildVoterRoll(houses: readonly RollHouse[]): VoterRoll {
  const byKey = new Map<string, Voter>();
  for (const house of houses) {
    const voterKey = voterKeyOf(house);
    let voter = byKey.get(voterKey);
    if (!voter) {
      const ownerIds =
        voterKey === DEVELOPER_VOTER_KEY ? [] : [...new Set(house.ownerIds)].sort((a, b) => a - b);
      voter = { voterKey, ownerIds, houseIds: [], area: 0, heads: 1 };
      byKey.set(voterKey, voter);
    }
    voter.houseIds.push(house.houseId);
    voter.area += house.area;
  }
  const voters = [...byKey.values()].sort((a, b) =>
    a.voterKey < b.voterKey ? -1 : a.voterKey > b.voterKey ? 1 : 0,
  );
  for (const voter of voters) voter.houseIds.sort((a, b) => a - b);
  return {
    voters,
    totalArea: voters.reduce((sum, voter) => sum + voter.area, 0),
    totalHeads: voters.length,
  };
}
