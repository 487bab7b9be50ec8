import type { ScanFlag } from '@gongzhi/domain/voting/voting-paper-scan-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { ScanIssueRow, ScanPageState } from '../../db/tables/voting-paper-scan';
import { appendLocked } from './chain';
import { createVotingPaperRepository, type VotingPaperRepository } from './paper-repository';
import {
  createPaperScanRepository,
  type PaperScanRepository,
  type ScanPageRow,
} from './paper-scan-repository';
import { createVotingRepository, type VotingRepository, type VotingRow } from './repository';
import { chainVoter } from './voter-ref';

export type ScanTx = { tx: VotingRepository; paper: VotingPaperRepository; scans: PaperScanRepository };

/** One transaction with the three repositories of a scanned page on it. */
export function scanTransaction<T>(db: Db, work: (t: ScanTx) => Promise<T>): Promise<T> {
  return db.transaction(async (txDb) => {
    const handle = txDb as unknown as Db;
    return work({
      tx: createVotingRepository(handle),
      paper: createVotingPaperRepository(handle),
      scans: createPaperScanRepository(handle),
    });
  });
}

export type Choices = Record<string, VoteChoice | null>;

/** The ballot's choices once every issue is clear or decided (EMPTY and INVALID enter as blank), else null. */
export function choicesOf(issues: readonly ScanIssueRow[]): Choices | null {
  const choices: Choices = {};
  for (const issue of issues) {
    if (issue.reading === 'CHOICE') choices[issue.issueKey] = issue.option as VoteChoice;
    else if (issue.reading === 'EMPTY') choices[issue.issueKey] = null;
    else if (issue.decision === null) return null;
    else if (issue.decision === 'EMPTY' || issue.decision === 'INVALID') choices[issue.issueKey] = null;
    else choices[issue.issueKey] = issue.decision as VoteChoice;
  }
  return choices;
}

function flagged(flags: ScanFlag[], duplicateOfPageId: number | null = null) {
  return { state: 'FLAGGED' as ScanPageState, flags, duplicateOfPageId };
}

/**
 * Where a page stands (paper-scan.md "How a page moves"), run with the vote's row locked: flags
 * (duplicate, voted online, already counted), waiting for decisions, or — every issue known — the
 * machine's reading as the ballot's first entry (a PENDING paper entry without a staff member).
 * `entryOpen` false (paper window closed) leaves a complete page waiting without its entry.
 */
export async function settlePage(
  t: ScanTx,
  voting: VotingRow,
  page: ScanPageRow,
  now: Date,
  entryOpen: boolean,
): Promise<ScanPageRow> {
  if (page.state === 'CONFIRMED' || page.state === 'REJECTED') return page;
  if (page.pageStatus !== 'READ' || page.voterId === null) return page;
  const voterId = page.voterId;
  const standing = await t.scans.standingPageOfVoter(voting.id, voterId, page.id);
  let patch: { state: ScanPageState; flags: ScanFlag[]; duplicateOfPageId: number | null; entryId?: number };
  const ballot = await t.paper.ballotOfVoter(voterId);
  const choices = choicesOf(page.issues);
  if (standing && standing.id < page.id) patch = flagged(['DUPLICATE'], standing.id);
  else if (ballot?.channel === 'ONLINE') patch = flagged(['ONLINE_VOTED']);
  else if (ballot) patch = flagged(['ALREADY_COUNTED']);
  else if (choices === null) patch = { state: 'NEEDS_DECISION', flags: [], duplicateOfPageId: null };
  else {
    patch = { state: 'NEEDS_CONFIRMATION', flags: [], duplicateOfPageId: null };
    const pending = await t.paper.pendingEntryOf(voterId);
    if (pending) patch.entryId = pending.id;
    else if (entryOpen) patch.entryId = await machineEntry(t, voting, page, voterId, choices, now);
  }
  return t.scans.updatePage(page.id, { ...patch, updatedAt: now });
}

/** The machine's reading entered as the first entry (enteredBy null; chain enteredBy "SCAN"). */
async function machineEntry(
  t: ScanTx,
  voting: VotingRow,
  page: ScanPageRow,
  voterId: number,
  choices: Choices,
  now: Date,
): Promise<number> {
  const [voter] = await t.paper.votersByIds([voterId]);
  const owners = voter ? await t.paper.usersByIds(voter.ownerUserIds) : [];
  const signerName =
    owners
      .map((owner) => owner.ownerName ?? '')
      .filter(Boolean)
      .join('、')
      .slice(0, 50) || '扫描识别';
  const image = page.imageId !== null ? await t.scans.attachmentById(page.imageId) : undefined;
  const entry = await t.paper.insertEntry({
    entryCode: newBusinessCode('P'),
    votingId: voting.id,
    voterId,
    choices,
    signerName,
    attachments: image ? [image.attachmentId] : [],
    state: 'PENDING',
    enteredBy: null,
    enteredAt: now,
    updatedAt: now,
  });
  await appendLocked(
    t.tx,
    voting.id,
    'PAPER_ENTERED',
    {
      ...chainVoter(voting, voter?.voterKey ?? ''),
      entryId: entry.entryCode,
      enteredBy: 'SCAN',
      scanSha256: page.sha256,
      scanPageId: page.pageCode,
    },
    now,
  );
  return entry.id;
}
