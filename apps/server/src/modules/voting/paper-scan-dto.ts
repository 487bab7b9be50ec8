import { maskPersonName } from '@gongzhi/domain/proposal/proposal-rules';
import {
  type ScanBatchDto,
  ScanBatchState,
  ScanFlag,
  type ScanPageDto,
  ScanPageState,
  ScanPageStatus,
} from '@gongzhi/domain/voting/voting-paper-scan-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { houseName } from './house-name';
import type { VotingPaperRepository } from './paper-repository';
import type { PaperScanRepository, ScanBatchRow, ScanPageRow } from './paper-scan-repository';
import { choicesOf } from './paper-scan-settle';
import type { VotingIssueRow, VotingRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows of batches and pages to the contract's ScanBatch and ScanPage (paper-scan.md). */
export function createScanDtos(scans: PaperScanRepository, paper: VotingPaperRepository) {
  async function batchDtos(voting: VotingRow, rows: readonly ScanBatchRow[]): Promise<ScanBatchDto[]> {
    const counts = await scans.countsOf(rows.map((row) => row.id));
    const names = await scans.userNames(rows.map((row) => row.uploadedBy));
    return rows.map((row) => {
      const c = counts.get(row.id);
      return {
        batchId: row.batchCode,
        votingCode: voting.votingCode,
        state: row.state,
        stateName: ScanBatchState.label(row.state),
        fileNames: row.files.map((file) => file.name),
        pagesTotal: row.pagesTotal,
        pagesRead: row.pagesRead,
        counts: {
          needsDecision: c?.NEEDS_DECISION ?? 0,
          needsConfirmation: c?.NEEDS_CONFIRMATION ?? 0,
          flagged: c?.FLAGGED ?? 0,
          confirmed: c?.CONFIRMED ?? 0,
          rejected: c?.REJECTED ?? 0,
        },
        uploadedBy: names.get(row.uploadedBy) ?? '',
        createdAt: row.createdAt.toISOString(),
        finishedAt: iso(row.finishedAt),
        error: row.error,
        jobId: row.jobCode,
      };
    });
  }

  async function pageDtos(
    voting: VotingRow,
    issues: readonly VotingIssueRow[],
    communityInfoCode: string,
    rows: readonly ScanPageRow[],
  ): Promise<ScanPageDto[]> {
    const voterIds = [...new Set(rows.flatMap((row) => (row.voterId !== null ? [row.voterId] : [])))];
    const [labels, voters, batches, entries, duplicates] = await Promise.all([
      paper.voterHouseLabels(voting.id, voterIds),
      paper.votersByIds(voterIds),
      scans.batchesByIds([...new Set(rows.map((row) => row.batchId))]),
      scans.entriesByIds(rows.flatMap((row) => (row.entryId !== null ? [row.entryId] : []))),
      scans.pagesByIds(
        rows.flatMap((row) => (row.duplicateOfPageId !== null ? [row.duplicateOfPageId] : [])),
      ),
    ]);
    const owners = new Map(
      (await paper.usersByIds([...new Set(voters.flatMap((voter) => voter.ownerUserIds))])).map((u) => [
        u.id,
        u.ownerName ?? '',
      ]),
    );
    const names = await scans.userNames(
      rows.flatMap((row) => [
        ...(row.confirmedBy !== null ? [row.confirmedBy] : []),
        ...row.issues.flatMap((issue) => (issue.decidedBy !== null ? [issue.decidedBy] : [])),
      ]),
    );
    const titleOf = new Map(issues.map((issue) => [issue.issueKey, issue.title]));
    const voterOf = new Map(voters.map((voter) => [voter.id, voter]));
    const batchOf = new Map(batches.map((batch) => [batch.id, batch]));
    const entryOf = new Map(entries.map((entry) => [entry.id, entry]));
    const duplicateOf = new Map(duplicates.map((page) => [page.id, page.pageCode]));
    const ref = `communityInfoCode=${encodeURIComponent(communityInfoCode)}&votingCode=${encodeURIComponent(voting.votingCode)}`;
    return rows.map((row) => {
      const houses = labels.filter((label) => label.voterId === row.voterId);
      const voter = row.voterId !== null ? voterOf.get(row.voterId) : undefined;
      const batch = batchOf.get(row.batchId);
      const entry = row.entryId !== null ? entryOf.get(row.entryId) : undefined;
      const flags = row.flags as ScanFlag[];
      const pageRef = `${ref}&pageId=${row.pageCode}`;
      return {
        pageId: row.pageCode,
        batchId: batch?.batchCode ?? '',
        fileName: batch?.files[row.fileIndex]?.name ?? '',
        pageNumber: row.pageIndex + 1,
        sha256: row.sha256,
        pageStatus: row.pageStatus as ScanPageStatus,
        pageStatusName: ScanPageStatus.label(row.pageStatus as ScanPageStatus),
        serial: row.serial,
        ballotNumber: row.serial !== null ? `${voting.votingCode}-${row.serial}` : null,
        voterKey: row.voterKey,
        houseCodes: houses.map((house) => house.houseCode),
        houseNames: houses.map(houseName),
        ownerNames: (voter?.ownerUserIds ?? []).map((id) => maskPersonName(owners.get(id) ?? '')),
        issues: row.issues.map((issue) => ({
          issueKey: issue.issueKey,
          title: titleOf.get(issue.issueKey) ?? '',
          reading: issue.reading,
          option: (issue.option as VoteChoice | null) ?? null,
          reason: issue.reason as ScanPageDto['issues'][number]['reason'],
          decision: issue.decision as ScanPageDto['issues'][number]['decision'],
          decidedBy: issue.decidedBy !== null ? (names.get(issue.decidedBy) ?? '') : null,
          cropUrl: issue.cropKey
            ? `/v1/paperScan/pageCrop?${pageRef}&issueKey=${encodeURIComponent(issue.issueKey)}`
            : null,
        })),
        choices: choicesOf(row.issues),
        flags,
        flagNames: flags.map((flag) => ScanFlag.label(flag)),
        state: row.state,
        stateName: ScanPageState.label(row.state),
        entryId: entry?.entryCode ?? null,
        entryState: entry?.state ?? null,
        duplicateOfPageId:
          row.duplicateOfPageId !== null ? (duplicateOf.get(row.duplicateOfPageId) ?? null) : null,
        decidedBy: [
          ...new Set(
            row.issues.flatMap((issue) =>
              issue.decidedBy !== null ? [names.get(issue.decidedBy) ?? ''] : [],
            ),
          ),
        ],
        confirmedBy: row.confirmedBy !== null ? (names.get(row.confirmedBy) ?? '') : null,
        confirmedAt: iso(row.confirmedAt),
        reason: row.reason,
        imageUrl: `/v1/paperScan/pageImage?${pageRef}`,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  return { batchDtos, pageDtos };
}
