import { canonicalJson } from '@gongzhi/domain/voting/evidence-chain';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { VOTING_FIELD_MESSAGES } from '@gongzhi/domain/voting/voting-fields';
import type {
  PaperEntryState,
  paperBallotInput,
  paperPeriodInput,
} from '@gongzhi/domain/voting/voting-paper-api';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import { newBusinessCode } from '../../common/secure-random';
import type { CommunityAccess } from '../community/access-service';
import { requireCommunityFiles } from './community-files';
import { appendCorrection, correctionReasonFor } from './corrections';
import { checkChoices, first, iso, type PaperContext, paperWindow } from './paper-context';
import type { VotingRow } from './repository';
import { requireAction, stateOf } from './service';
import { chainStaff, chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

/** A confirmed scanned page (paper-scan.md): its hash and who decided doubtful issues go into the chain. */
export type ScanOfEntry = { sha256: string; pageId: string; decidedBy: (string | null)[] };

/** The paper window and the double entry of returned paper ballots (contract: voting.md, paper). */
export function createPaperEntryService(ctx: PaperContext) {
  const { db, clock, core, repo, paper, frozenVoting, voterStatuses, entryDtos } = ctx;

  async function simpleInfo(voting: VotingRow) {
    const now = clock.now();
    const state = stateOf(voting, now);
    const [voterCount, channels, entries] = await Promise.all([
      repo.rollTotals(voting.id),
      paper.channelCounts(voting.id),
      paper.entryCounts(voting.id),
    ]);
    const window = paperWindow(voting, now);
    const online = channels.get('ONLINE') ?? 0;
    const paperCount = channels.get('PAPER') ?? 0;
    return {
      votingCode: voting.votingCode,
      title: voting.title,
      votingState: state,
      votingStateName: VotingState.label(state),
      pdStartDate: iso(voting.pdStartDate),
      pdEndDate: iso(voting.pdEndDate),
      paperOpen: window.open,
      paperClosedReason: window.reason,
      voterCount: voterCount.heads,
      ballotCount: online + paperCount,
      paperBallotCount: paperCount,
      onlineBallotCount: online,
      pendingEntryCount: entries.get('PENDING') ?? 0,
    };
  }
  return {
    simpleInfo: async (access: CommunityAccess, votingCode: string) =>
      simpleInfo(await frozenVoting(access, votingCode)),

    async editPaperPeriod(access: CommunityAccess, input: z.infer<typeof paperPeriodInput>) {
      const voting = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      requireAction(voting, now, 'DELAY');
      const start = input.pdStartDate ? new Date(input.pdStartDate) : null;
      const end = input.pdEndDate ? new Date(input.pdEndDate) : null;
      if ((start === null) !== (end === null)) throw new AppError(400, VOTING_MESSAGES.paperPeriodInvalid);
      if (start && end && (end <= start || (voting.startDate && end <= voting.startDate))) {
        throw new AppError(400, VOTING_MESSAGES.paperPeriodInvalid);
      }
      await repo.update(voting.id, { pdStartDate: start, pdEndDate: end, updatedAt: now });
      return simpleInfo({ ...voting, pdStartDate: start, pdEndDate: end });
    },

    async checkMultipleOwner(access: CommunityAccess, votingCode: string, houseCode: string) {
      const voting = await frozenVoting(access, votingCode);
      if (!voting.rollFrozenAt) throw new AppError(409, VOTING_MESSAGES.rollNotFrozen);
      const voter = await paper.voterOfHouse(voting.id, houseCode);
      if (!voter) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
      return first(await voterStatuses(voting, [voter]));
    },

    async multipleOwnerList(access: CommunityAccess, votingCode: string, page: number, size: number) {
      const voting = await frozenVoting(access, votingCode);
      if (!voting.rollFrozenAt) return { list: [], total: 0, page, size };
      const { rows, total } = await paper.votersWithSeveralOwners(voting.id, page, size);
      return { list: await voterStatuses(voting, rows), total, page, size };
    },

    /**
     * One entry of a returned paper ballot (double entry, see the contract). Outcomes that must be
     * kept (refused because the voter voted online, a mismatch) are committed before the 409.
     */
    async enterPaper(
      access: CommunityAccess,
      actorUserId: number,
      input: z.infer<typeof paperBallotInput>,
      scan?: ScanOfEntry,
    ) {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      await requireCommunityFiles(db, access.community.id, actorUserId, [
        [input.attachments, VOTING_FIELD_MESSAGES.paperScanInvalid],
      ]);
      const outcome = await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const window = paperWindow(voting, now);
        if (!window.open) throw new AppError(409, window.reason ?? VOTING_MESSAGES.paperClosed);
        // After the end a paper entry changes the tally late: it needs a reason (issue #22 item 2).
        const correctionReason = correctionReasonFor(voting, now, input.correctionReason);
        await core.freezeLocked(tx, voting, now);
        const voter = await txPaper.voterOfHouse(voting.id, input.houseCode);
        if (!voter) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
        const issues = await tx.issuesOf(voting.id);
        checkChoices(issues, voting, input.choices);
        const ballot = await txPaper.ballotOfVoter(voter.id);
        if (ballot?.channel === 'PAPER') throw new AppError(409, VOTING_MESSAGES.paperAlreadyCounted);
        const pending = await txPaper.pendingEntryOf(voter.id);
        const actor = await tx.userById(actorUserId);
        if (ballot?.channel === 'ONLINE') {
          const reason = VOTING_MESSAGES.paperOnlineVoted;
          if (pending)
            await txPaper.updateEntry(pending.id, { state: 'REFUSED_ONLINE', reason, updatedAt: now });
          const refused = await txPaper.insertEntry({
            entryCode: newBusinessCode('P'),
            votingId: voting.id,
            voterId: voter.id,
            choices: input.choices,
            signerName: input.signerName,
            attachments: input.attachments,
            state: 'REFUSED_ONLINE',
            enteredBy: actorUserId,
            enteredAt: now,
            reason,
            updatedAt: now,
          });
          await core.appendLocked(
            tx,
            voting.id,
            'PAPER_REJECTED',
            { ...chainVoter(voting, voter.voterKey), entryId: refused.entryCode, reason },
            now,
          );
          return { error: new AppError(409, reason), entry: refused };
        }
        if (!pending) {
          const entry = await txPaper.insertEntry({
            entryCode: newBusinessCode('P'),
            votingId: voting.id,
            voterId: voter.id,
            choices: input.choices,
            signerName: input.signerName,
            attachments: input.attachments,
            state: 'PENDING',
            enteredBy: actorUserId,
            enteredAt: now,
            updatedAt: now,
          });
          await core.appendLocked(
            tx,
            voting.id,
            'PAPER_ENTERED',
            {
              ...chainVoter(voting, voter.voterKey),
              entryId: entry.entryCode,
              enteredBy: chainStaff(voting, actor?.userCode),
            },
            now,
          );
          return { error: null, entry };
        }
        if (pending.enteredBy === actorUserId) throw new AppError(409, VOTING_MESSAGES.paperSameStaff);
        if (canonicalJson(pending.choices) !== canonicalJson(input.choices)) {
          const reason = VOTING_MESSAGES.paperMismatchReason;
          const entry = await txPaper.updateEntry(pending.id, {
            state: 'MISMATCH',
            secondChoices: input.choices,
            confirmedBy: actorUserId,
            confirmedAt: now,
            reason,
            updatedAt: now,
          });
          await core.appendLocked(
            tx,
            voting.id,
            'PAPER_REJECTED',
            { ...chainVoter(voting, voter.voterKey), entryId: entry.entryCode, reason },
            now,
          );
          return { error: new AppError(409, VOTING_MESSAGES.paperMismatch), entry };
        }
        const enteredBy = pending.enteredBy !== null ? await tx.userById(pending.enteredBy) : undefined;
        // Pseudonymous (issue #21 item 5): the voter's and the two staff members' references only.
        const chained = await core.appendLocked(
          tx,
          voting.id,
          'BALLOT_CAST',
          {
            ...chainVoter(voting, voter.voterKey),
            channel: 'PAPER',
            choices: input.choices,
            entryId: pending.entryCode,
            // A scanned page's first entry is the machine's reading (paper-scan.md).
            enteredBy: pending.enteredBy === null && scan ? 'SCAN' : chainStaff(voting, enteredBy?.userCode),
            confirmedBy: chainStaff(voting, actor?.userCode),
            ...(scan ? { scanSha256: scan.sha256, scanPageId: scan.pageId, decidedBy: scan.decidedBy } : {}),
          },
          now,
        );
        await tx.insertBallot({
          votingId: voting.id,
          voterId: voter.id,
          channel: 'PAPER',
          userId: null,
          choices: input.choices,
          chainHash: chained.hash,
          createdAt: now,
        });
        if (correctionReason !== null) {
          await appendCorrection(
            tx,
            voting,
            {
              kind: 'LATE_PAPER',
              reason: correctionReason,
              entryId: pending.entryCode,
              voter: chainVoter(voting, voter.voterKey),
              by: chainStaff(voting, actor?.userCode),
            },
            now,
          );
        }
        const entry = await txPaper.updateEntry(pending.id, {
          state: 'COUNTED',
          confirmedBy: actorUserId,
          confirmedAt: now,
          chainHash: chained.hash,
          updatedAt: now,
        });
        return { error: null, entry };
      });
      if (outcome.error) throw outcome.error;
      return first(await entryDtos(found, [outcome.entry]));
    },

    async cancelEntry(access: CommunityAccess, votingCode: string, entryCode: string, reason: string) {
      const found = await core.requireVoting(access, votingCode);
      const now = clock.now();
      const entry = await core.inTransaction(async (tx, txPaper) => {
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const row = await txPaper.entryByCode(voting.id, entryCode);
        if (!row) throw new AppError(404, VOTING_MESSAGES.paperEntryNotFound);
        if (row.state !== 'PENDING') throw new AppError(409, VOTING_MESSAGES.paperEntryNotPending);
        const [voter] = await txPaper.votersByIds([row.voterId]);
        const updated = await txPaper.updateEntry(row.id, {
          state: 'CANCELLED',
          reason,
          confirmedBy: null,
          updatedAt: now,
        });
        await core.appendLocked(
          tx,
          voting.id,
          'PAPER_REJECTED',
          { ...chainVoter(voting, voter?.voterKey ?? ''), entryId: row.entryCode, reason },
          now,
        );
        return updated;
      });
      return first(await entryDtos(found, [entry]));
    },

    async entryList(
      access: CommunityAccess,
      input: { votingCode: string; page: number; size: number; state?: PaperEntryState },
    ) {
      const voting = await core.requireVoting(access, input.votingCode);
      const { rows, total } = await paper.entries(voting.id, input.state, input.page, input.size);
      return { list: await entryDtos(voting, rows), total, page: input.page, size: input.size };
    },
  };
}
