import type { ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import {
  type HouseAnnexRow,
  isPseudonymousAggregate,
  type VoteAggregate,
} from '@gongzhi/domain/voting/vote-aggregate';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities } from '../../db/schema';
import { houseName } from './house-name';
import { createVotingPaperRepository } from './paper-repository';
import { createVotingRepository, type VotingRow } from './repository';
import { chainEntryOf } from './service';
import { timestampAnchorsOf } from './timestamp-service';
import { chainRoll, chainVoterId } from './voter-ref';

/**
 * Who reads an aggregate (issue #21 item 5): `public` is anyone without a login, `member` the
 * community's owners (in the vote's scope) and its staff with VOTING_VIEW.
 */
export type AggregateAudience = 'public' | 'member';

/**
 * The exported aggregate of a vote (docs/contracts/voting.md "Public aggregate"): the roll and every
 * chain entry, which name voters by their pseudonymous references, and for members the house annex
 * (house numbers per reference, never names, phones or user codes). The anonymous aggregate carries
 * the annex only where the community publishes house numbers, and is withheld (null) for a vote whose
 * chain was started before references existed: its entries name voters by owner ids.
 */
export function createVoteAggregates(db: Db) {
  const repo = createVotingRepository(db);
  const paper = createVotingPaperRepository(db);

  /** The frozen roll as ROLL_FROZEN hashed it (see voter-ref `chainRoll`). */
  async function rollOf(voting: VotingRow) {
    const [voters, houses] = await Promise.all([repo.votersOf(voting.id), repo.voterHousesOf(voting.id)]);
    const housesOf = new Map<number, number[]>();
    for (const house of houses) {
      const list = housesOf.get(house.voterId) ?? [];
      list.push(house.houseId);
      housesOf.set(house.voterId, list);
    }
    return chainRoll(
      voting,
      voters.map((voter) => ({
        voterKey: voter.voterKey,
        area: voter.area,
        houseIds: housesOf.get(voter.id) ?? [],
      })),
    );
  }

  /** House numbers ("1栋 2单元 301") per voter reference, ordered by reference. */
  async function houseAnnexOf(voting: VotingRow): Promise<HouseAnnexRow[]> {
    const [voters, labels] = await Promise.all([
      repo.votersOf(voting.id),
      paper.voterHouseLabels(voting.id, null),
    ]);
    const housesOf = new Map<number, string[]>();
    for (const label of labels) {
      const list = housesOf.get(label.voterId) ?? [];
      list.push(houseName(label));
      housesOf.set(label.voterId, list);
    }
    return voters
      .map((voter) => ({
        voterRef: chainVoterId(voting, voter.voterKey),
        houses: housesOf.get(voter.id) ?? [],
      }))
      .sort((a, b) => (a.voterRef < b.voterRef ? -1 : a.voterRef > b.voterRef ? 1 : 0));
  }

  async function aggregateOf(voting: VotingRow, annex: boolean): Promise<VoteAggregate> {
    const [issues, roll, chain, houseAnnex, anchors] = await Promise.all([
      repo.issuesOf(voting.id),
      rollOf(voting),
      repo.chainOf(voting.id),
      annex ? houseAnnexOf(voting) : Promise.resolve(undefined),
      timestampAnchorsOf(db, voting.id),
    ]);
    return {
      format: 'gongzhi-vote-aggregate/1',
      votingCode: voting.votingCode,
      title: voting.title,
      settings: {
        nonResponsePolicy: voting.settings.nonResponsePolicy,
        blankCountsAsParticipation: voting.settings.blankCountsAsParticipation,
        // Only the local-rule variant says so; the law's rule is what an absent field means.
        ...(voting.settings.deemedTowardQuorum ? { deemedTowardQuorum: true } : {}),
      },
      issues: issues.map((issue) => ({
        issueKey: issue.issueKey,
        effectRuleParam: issue.effectRuleParam,
        votingRuleParam: issue.votingRuleParam,
        countingRuleParam: issue.countingRuleParam ?? null,
      })),
      roll,
      entries: chain.map(chainEntryOf) as ChainEntry[],
      ...(houseAnnex ? { houseAnnex } : {}),
      // RFC 3161 tokens on chain heads (issue #22 item 8): the verifiers check each one.
      ...(anchors.length > 0 ? { anchors } : {}),
    };
  }

  async function publishesHouseNumbers(communityId: number): Promise<boolean> {
    const [row] = await db
      .select({ flag: communities.publishHouseNumbers })
      .from(communities)
      .where(eq(communities.id, communityId));
    return row?.flag === 'YES';
  }

  return {
    /**
     * The aggregate `audience` may read: members get everything with the house annex; the public
     * gets it only when it is pseudonymous (null otherwise), with the annex where the community
     * publishes house numbers.
     */
    async aggregateFor(voting: VotingRow, audience: AggregateAudience): Promise<VoteAggregate | null> {
      if (audience === 'member') return aggregateOf(voting, true);
      if (!voting.voterRefKey) return null;
      const aggregate = await aggregateOf(voting, await publishesHouseNumbers(voting.communityId));
      // Never publish a chain that names a voter by owner ids, whatever the vote's history.
      return isPseudonymousAggregate(aggregate) ? aggregate : null;
    },
  };
}

export type VoteAggregates = ReturnType<typeof createVoteAggregates>;
