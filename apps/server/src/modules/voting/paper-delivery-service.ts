import { AFTER_END_MESSAGES, deliveryDateAllowed } from '@gongzhi/domain/voting/after-end';
import { canonicalJson, sha256Hex } from '@gongzhi/domain/voting/evidence-chain';
import type { deliveryRecordInput } from '@gongzhi/domain/voting/voting-paper-api';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { CommunityAccess } from '../community/access-service';
import { requireCommunityFiles } from './community-files';
import { first, type PaperContext } from './paper-context';
import { stateOf } from './service';
import { chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

/** Online abandons (the owner chooses paper) and the delivery records of paper ballots. */
export function createPaperDeliveryService(ctx: PaperContext) {
  const { db, clock, core, repo, paper, frozenVoting, groupHouses, deliveryItems } = ctx;

  return {
    // ── online abandon ──
    async abandonOnline(userId: number, votingCode: string) {
      const target = await repo.castTarget(votingCode, userId);
      const found = target?.voting;
      // Another community's vote answers exactly as a made-up code (as castVote).
      const reachable = target && (target.context.inCommunity || target.context.whiteListed);
      if (!found || found.votingState === 'DRAFT' || !reachable)
        throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const now = clock.now();
      await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        if (stateOf(voting, now) !== 'PROCESSING') throw new AppError(409, VOTING_MESSAGES.notOpen);
        await core.freezeLocked(tx, voting, now);
        const voters = await tx.votersOfUser(voting.id, userId);
        if (voters.length === 0) throw new AppError(403, VOTING_MESSAGES.notInScope);
        const ballots = await tx.ballotsOfVoters(voters.map((voter) => voter.id));
        if (ballots.some((ballot) => ballot.channel === 'ONLINE'))
          throw new AppError(409, VOTING_MESSAGES.abandonAfterVote);
        const already = await txPaper.abandonedVoterIds(
          voting.id,
          voters.map((voter) => voter.id),
        );
        for (const voter of voters) {
          if (already.has(voter.id)) continue;
          await txPaper.insertAbandon({ votingId: voting.id, voterId: voter.id, userId, createdAt: now });
          await core.appendLocked(tx, voting.id, 'ONLINE_ABANDONED', chainVoter(voting, voter.voterKey), now);
        }
      });
      return null;
    },

    async abandonList(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      const rows = await paper.abandonsOf(voting.id);
      const housesOf = groupHouses(
        await paper.voterHouseLabels(
          voting.id,
          rows.map((row) => row.voterId),
        ),
      );
      return rows.map((row) => ({
        voterKey: row.voterKey,
        houseCodes: (housesOf.get(row.voterId) ?? []).map((house) => house.houseCode),
        ownerName: row.ownerName ?? '',
        mobile: row.mobile ?? '',
        gmtCreate: row.createdAt.toISOString(),
      }));
    },

    // ── deliveries ──
    async deliveryList(
      access: CommunityAccess,
      input: { votingCode: string; page: number; size: number; delivered?: 'YES' | 'NO' },
    ) {
      const voting = await frozenVoting(access, input.votingCode);
      if (!voting.rollFrozenAt) return { list: [], total: 0, page: input.page, size: input.size };
      const delivered = input.delivered === undefined ? undefined : input.delivered === 'YES';
      const { rows, total } = await paper.votersPage(voting.id, delivered, input.page, input.size);
      return { list: await deliveryItems(voting, rows), total, page: input.page, size: input.size };
    },

    async recordDelivery(
      access: CommunityAccess,
      actorUserId: number,
      input: z.infer<typeof deliveryRecordInput>,
    ) {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      // Delivery proofs are files uploaded for this community (issue #22 item 2).
      await requireCommunityFiles(db, access.community.id, actorUserId, [
        [input.proofAttachments, AFTER_END_MESSAGES.deliveryProofInvalid],
      ]);
      const voterId = await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const state = stateOf(voting, now);
        // Recorded before the end and dated within the voting period (issue #22 item 2): a delivery
        // decides who may be deemed to follow the majority, so none may arrive after the count.
        if (state === 'VOTING_HAS_ENDED') throw new AppError(409, AFTER_END_MESSAGES.deliveryAfterEnd);
        if (state !== 'HAS_NOT_STARTED' && state !== 'PROCESSING')
          throw new AppError(409, VOTING_MESSAGES.deliveryClosed);
        await core.freezeLocked(tx, voting, now);
        if (!voting.rollFrozenAt) throw new AppError(409, VOTING_MESSAGES.rollNotFrozen);
        if (!deliveryDateAllowed(new Date(input.deliveredAt), voting, now))
          throw new AppError(400, AFTER_END_MESSAGES.deliveryOutsidePeriod);
        const voter = await txPaper.voterOfHouse(voting.id, input.houseCode);
        if (!voter) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
        await txPaper.insertDelivery({
          votingId: voting.id,
          voterId: voter.id,
          method: input.method,
          deliveredAt: new Date(input.deliveredAt),
          proofAttachments: input.proofAttachments,
          remark: input.remark,
          recordedBy: actorUserId,
          createdAt: now,
        });
        await core.appendLocked(
          tx,
          voting.id,
          'DELIVERY_RECORDED',
          {
            ...chainVoter(voting, voter.voterKey),
            method: input.method,
            deliveredAt: new Date(input.deliveredAt).toISOString(),
            proofDigest: sha256Hex(canonicalJson(input.proofAttachments)),
            ...(input.withoutProofFile ? { withoutProofFile: true } : {}),
          },
          now,
        );
        return voter.id;
      });
      const voters = await paper.votersByIds([voterId]);
      return first(await deliveryItems(found, voters));
    },
  };
}
