import type { Readable } from 'node:stream';
import {
  SCAN_MESSAGES,
  type ScanFlag,
  type ScanPageFilter,
  type scanConfirmInput,
  type scanDecideInput,
  type scanRejectInput,
} from '@gongzhi/domain/voting/voting-paper-scan-api';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { ScanPageState } from '../../db/tables/voting-paper-scan';
import { newObjectKey } from '../../providers/storage/object-key';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { CommunityAccess } from '../community/access-service';
import type { DownloadJobService } from '../download/service';
import { appendLocked } from './chain';
import { first, paperWindow } from './paper-context';
import { createScanDtos } from './paper-scan-dto';
import { PAPER_SCAN_JOB_KIND } from './paper-scan-job';
import { createPaperScanRepository, type ScanPageRow } from './paper-scan-repository';
import { choicesOf, scanTransaction, settlePage } from './paper-scan-settle';
import type { ReceivedScan } from './paper-scan-upload';
import type { VotingPaperService } from './paper-service';
import { createVotingRepository, type VotingRow } from './repository';
import type { VotingService } from './service';
import { chainStaff, chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

type Deps = {
  db: Db;
  clock: Clock;
  storage: StorageProvider;
  voting: VotingService;
  paper: VotingPaperService;
  jobs: DownloadJobService;
};

/** What became of a page whose entry was settled elsewhere (a typed second entry, a cancel). */
const AFTER_ENTRY: Partial<Record<string, { state: ScanPageState; flags: ScanFlag[] }>> = {
  COUNTED: { state: 'CONFIRMED', flags: [] },
  MISMATCH: { state: 'FLAGGED', flags: ['ENTRY_CONFLICT'] },
  REFUSED_ONLINE: { state: 'FLAGGED', flags: ['ONLINE_VOTED'] },
  REPLACED: { state: 'FLAGGED', flags: ['ONLINE_VOTED'] },
  CANCELLED: { state: 'REJECTED', flags: [] },
};

/** Upload, queue, decisions and confirmation of scanned paper ballots (docs/contracts/paper-scan.md). */
export function createPaperScanService(deps: Deps) {
  const { db, clock, storage, paper } = deps;
  const core = deps.voting.core;
  const scans = createPaperScanRepository(db);
  const votings = createVotingRepository(db);
  const dtos = createScanDtos(scans, paper.paperRepository);

  function requireOpen(voting: VotingRow) {
    const window = paperWindow(voting, clock.now());
    if (!window.open) throw new AppError(409, window.reason ?? VOTING_MESSAGES.paperClosed);
  }

  /** `repo`: the transaction's repository inside one (PGlite has one connection: never mix). */
  async function requirePage(voting: VotingRow, pageCode: string, repo = scans) {
    const page = await repo.pageByCode(voting.id, pageCode);
    if (!page) throw new AppError(404, SCAN_MESSAGES.pageNotFound);
    return page;
  }

  /** Keeps waiting pages in step with their entries (a typed second entry may have settled one). */
  async function sync(voting: VotingRow) {
    for (const { page, entry } of await scans.settledWaitingPages(voting.id)) {
      const after = AFTER_ENTRY[entry.state];
      if (!after) continue;
      await scans.updatePage(page.id, {
        ...after,
        confirmedBy: after.state === 'CONFIRMED' ? entry.confirmedBy : null,
        confirmedAt: after.state === 'CONFIRMED' ? entry.confirmedAt : null,
        reason: after.state === 'REJECTED' ? entry.reason : page.reason,
        updatedAt: clock.now(),
      });
    }
  }

  async function pageDto(voting: VotingRow, communityInfoCode: string, page: ScanPageRow) {
    const issues = await votings.issuesOf(voting.id);
    const [dto] = await dtos.pageDtos(voting, issues, communityInfoCode, [page]);
    if (!dto) throw new Error('page dto missing');
    return dto;
  }

  async function refreshed(voting: VotingRow, communityInfoCode: string, pageId: string) {
    await sync(voting);
    return pageDto(voting, communityInfoCode, await requirePage(voting, pageId));
  }

  return {
    /** Before the files are received: the vote is ours and paper entry is open. */
    async beforeUpload(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      requireOpen(voting);
      return voting;
    },

    async upload(actor: Actor, access: CommunityAccess, voting: VotingRow, files: readonly ReceivedScan[]) {
      const frozen = await core.ensureFrozen(voting);
      const now = clock.now();
      const stored = [];
      for (const file of files) {
        const extension =
          file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg';
        const objectKey = newObjectKey('scan', extension, now);
        await storage.putFile(objectKey, file.path, file.contentType);
        stored.push({
          name: file.name,
          objectKey,
          contentType: file.contentType,
          size: file.size,
          pages: file.pages,
        });
      }
      const batch = await scans.insertBatch({
        batchCode: newBusinessCode('B'),
        votingId: frozen.id,
        uploadedBy: actor.userId,
        state: 'READING',
        files: stored,
        pagesTotal: files.reduce((sum, file) => sum + file.pages, 0),
        createdAt: now,
      });
      const job = await deps.jobs.create(actor, access, {
        kind: PAPER_SCAN_JOB_KIND,
        params: { votingCode: frozen.votingCode, batchCode: batch.batchCode },
      });
      await scans.updateBatch(batch.id, { jobCode: job.jobId });
      return first(await dtos.batchDtos(frozen, [{ ...batch, jobCode: job.jobId }]));
    },

    async batches(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      await sync(voting);
      return dtos.batchDtos(voting, await scans.batchesOf(voting.id));
    },

    async batch(access: CommunityAccess, votingCode: string, batchCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      const row = await scans.batchByCode(batchCode);
      if (!row || row.votingId !== voting.id) throw new AppError(404, SCAN_MESSAGES.batchNotFound);
      await sync(voting);
      return first(await dtos.batchDtos(voting, [row]));
    },

    async pages(
      access: CommunityAccess,
      query: {
        communityInfoCode: string;
        votingCode: string;
        filter: ScanPageFilter;
        batchId?: string;
        page: number;
        size: number;
      },
    ) {
      const voting = await core.requireVoting(access, query.votingCode);
      let batchId: number | null = null;
      if (query.batchId) {
        const batch = await scans.batchByCode(query.batchId);
        if (!batch || batch.votingId !== voting.id) throw new AppError(404, SCAN_MESSAGES.batchNotFound);
        batchId = batch.id;
      }
      await sync(voting);
      const { rows, total } = await scans.pages(voting.id, query.filter, batchId, query.page, query.size);
      const issues = await votings.issuesOf(voting.id);
      const list = await dtos.pageDtos(voting, issues, query.communityInfoCode, rows);
      return { list, total, page: query.page, size: query.size };
    },

    /** The stored page image, or the crop of one issue's row. */
    async image(
      access: CommunityAccess,
      votingCode: string,
      pageId: string,
      issueKey?: string,
    ): Promise<{ stream: Readable; contentType: string }> {
      const voting = await core.requireVoting(access, votingCode);
      const page = await requirePage(voting, pageId);
      if (issueKey !== undefined) {
        const crop = page.issues.find((issue) => issue.issueKey === issueKey)?.cropKey;
        if (!crop) throw new AppError(404, SCAN_MESSAGES.cropNotFound);
        return { stream: await storage.openRead(crop), contentType: 'image/png' };
      }
      const file = page.imageId !== null ? await scans.attachmentById(page.imageId) : undefined;
      if (!file) throw new AppError(404, SCAN_MESSAGES.imageMissing);
      return { stream: await storage.openRead(file.objectKey), contentType: file.contentType };
    },

    async decide(access: CommunityAccess, actor: Actor, input: z.infer<typeof scanDecideInput>) {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      await scanTransaction(db, async (t) => {
        const voting = await t.tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        requireOpen(voting);
        const page = await requirePage(voting, input.pageId, t.scans);
        const issue = page.issues.find((row) => row.issueKey === input.issueKey);
        if (!issue) throw new AppError(404, SCAN_MESSAGES.issueNotFound);
        if (issue.reading !== 'DOUBTFUL') throw new AppError(409, SCAN_MESSAGES.issueClear);
        if (input.decision === 'FOLLOW_MAJORITY' && !voting.settings.followMajorityOffered) {
          throw new AppError(400, VOTING_MESSAGES.followMajorityNotOffered);
        }
        const [entry] = page.entryId !== null ? await t.scans.entriesByIds([page.entryId]) : [];
        // A decision may change until the page is confirmed: the machine's entry is still only a first entry.
        const machinePending = entry?.state === 'PENDING' && entry.enteredBy === null;
        const waiting = page.state === 'NEEDS_CONFIRMATION' && (entry === undefined || machinePending);
        if (page.state !== 'NEEDS_DECISION' && !waiting) throw new AppError(409, SCAN_MESSAGES.notDeciding);
        const issues = page.issues.map((row) =>
          row.issueKey === input.issueKey
            ? { ...row, decision: input.decision, decidedBy: actor.userId }
            : row,
        );
        const updated = await t.scans.updatePage(page.id, { issues, updatedAt: now });
        const choices = choicesOf(issues);
        if (entry && machinePending && choices)
          await t.paper.updateEntry(entry.id, { choices, updatedAt: now });
        else await settlePage(t, voting, updated, now, true);
      });
      return refreshed(found, input.communityInfoCode, input.pageId);
    },

    async confirm(access: CommunityAccess, actor: Actor, input: z.infer<typeof scanConfirmInput>) {
      const voting = await core.requireVoting(access, input.votingCode);
      requireOpen(voting);
      await sync(voting);
      let page = await requirePage(voting, input.pageId);
      if (page.state === 'NEEDS_CONFIRMATION' && page.entryId === null) {
        page = await scanTransaction(db, async (t) => {
          const locked = await t.tx.lock(voting.id);
          if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
          return settlePage(t, locked, page, clock.now(), paperWindow(locked, clock.now()).open);
        });
      }
      const [entry] = page.entryId !== null ? await scans.entriesByIds([page.entryId]) : [];
      const choices = choicesOf(page.issues);
      if (
        page.state !== 'NEEDS_CONFIRMATION' ||
        !entry ||
        entry.state !== 'PENDING' ||
        !choices ||
        page.voterId === null
      ) {
        throw new AppError(409, SCAN_MESSAGES.notConfirming);
      }
      const [house] = await paper.paperRepository.voterHouseLabels(voting.id, [page.voterId]);
      if (!house) throw new AppError(404, VOTING_MESSAGES.houseNotInVoting);
      const image = page.imageId !== null ? await scans.attachmentById(page.imageId) : undefined;
      const deciders = await paper.paperRepository.usersByIds([
        ...new Set(page.issues.flatMap((issue) => (issue.decidedBy !== null ? [issue.decidedBy] : []))),
      ]);
      try {
        await paper.enterPaper(
          access,
          actor.userId,
          {
            communityInfoCode: input.communityInfoCode,
            votingCode: input.votingCode,
            houseCode: house.houseCode,
            choices,
            signerName: entry.signerName,
            attachments: image ? [image.attachmentId] : [],
            correctionReason: input.correctionReason,
          },
          {
            sha256: page.sha256,
            pageId: page.pageCode,
            decidedBy: deciders.map((user) => chainStaff(voting, user.userCode)),
          },
        );
      } catch (error) {
        await sync(voting);
        throw error;
      }
      const now = clock.now();
      await scans.updatePage(page.id, {
        state: 'CONFIRMED',
        confirmedBy: actor.userId,
        confirmedAt: now,
        updatedAt: now,
      });
      return refreshed(voting, input.communityInfoCode, input.pageId);
    },

    async reject(access: CommunityAccess, input: z.infer<typeof scanRejectInput>) {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      await scanTransaction(db, async (t) => {
        const voting = await t.tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const page = await requirePage(voting, input.pageId, t.scans);
        if (page.state === 'CONFIRMED') throw new AppError(409, SCAN_MESSAGES.cannotRejectCounted);
        if (page.state === 'REJECTED') throw new AppError(409, SCAN_MESSAGES.alreadyRejected);
        const [entry] = page.entryId !== null ? await t.scans.entriesByIds([page.entryId]) : [];
        if (entry?.state === 'COUNTED') throw new AppError(409, SCAN_MESSAGES.cannotRejectCounted);
        if (entry?.state === 'PENDING' && entry.enteredBy === null) {
          // The machine's first entry goes with its page (cancelling an entry needs the paper window).
          requireOpen(voting);
          await t.paper.updateEntry(entry.id, { state: 'CANCELLED', reason: input.reason, updatedAt: now });
          const [voter] = await t.paper.votersByIds([entry.voterId]);
          await appendLocked(
            t.tx,
            voting.id,
            'PAPER_REJECTED',
            { ...chainVoter(voting, voter?.voterKey ?? ''), entryId: entry.entryCode, reason: input.reason },
            now,
          );
        }
        await t.scans.updatePage(page.id, { state: 'REJECTED', reason: input.reason, updatedAt: now });
      });
      return refreshed(found, input.communityInfoCode, input.pageId);
    },
  };
}

export type PaperScanService = ReturnType<typeof createPaperScanService>;
