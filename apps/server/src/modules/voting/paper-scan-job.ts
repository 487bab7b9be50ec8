import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ScanFlag, ScanPageState, ScanPageStatus } from '@gongzhi/domain/voting/voting-paper-scan-api';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { z } from 'zod';
import type { Clock } from '../../common/clock';
import { newBusinessCode, newOpaqueToken } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { ScanPageState as PageState, ScanIssueRow } from '../../db/tables/voting-paper-scan';
import type { DownloadJobKind, JobContext } from '../../jobs/job-registry';
import { newObjectKey } from '../../providers/storage/object-key';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { writeXlsx } from '../file/export/xlsx-export';
import { ballotCodeKey } from './ballot-code';
import { geometryOf } from './ballot-pdf';
import { paperWindow } from './paper-context';
import { type BallotReading, greyToPng, readUploadedFile, type UploadedPage } from './paper-scan';
import { createPaperScanRepository, type ScanBatchRow } from './paper-scan-repository';
import { scanTransaction, settlePage } from './paper-scan-settle';
import { createVotingRepository, type VotingRow } from './repository';
import { VOTING_MANAGE } from './routes';

export const PAPER_SCAN_JOB_KIND = 'PAPER_SCAN';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const params = z
  .object({ votingCode: z.string().min(1).max(64), batchCode: z.string().min(1).max(64) })
  .strict();
type ScanJobParams = z.infer<typeof params>;
type Deps = { db: Db; clock: Clock; storage: StorageProvider; appSecret: string };

const STATUS: Record<BallotReading['pageStatus'], ScanPageStatus> = {
  read: 'READ',
  'no-code': 'NO_CODE',
  forged: 'FORGED',
  'other-vote': 'OTHER_VOTE',
  'other-voter': 'OTHER_VOTER',
  unaligned: 'UNALIGNED',
};
const STATUS_FLAG: Record<Exclude<ScanPageStatus, 'READ'>, ScanFlag> = {
  NO_CODE: 'UNREADABLE',
  UNALIGNED: 'UNREADABLE',
  FORGED: 'FORGED',
  OTHER_VOTE: 'OTHER_VOTE',
  OTHER_VOTER: 'OTHER_VOTER',
};

/**
 * Reads the files of one scan batch page by page (issue #27 item 2): each page read by the
 * paper-scan reader, its image and the crops of doubtful issues stored, then settled (flags, or the
 * machine's first entry). A restarted job skips the pages already stored, so none is read twice.
 */
export function paperScanJobKind(deps: Deps): DownloadJobKind<ScanJobParams> {
  const { db, clock, storage } = deps;
  const codeKey = ballotCodeKey(deps.appSecret);
  const scans = createPaperScanRepository(db);
  const votings = createVotingRepository(db);

  async function put(context: JobContext, bytes: Buffer, extension: string, contentType: string) {
    const key = newObjectKey('scan', extension, clock.now());
    const path = join(context.tempDir, `put-${newOpaqueToken().slice(0, 12)}.${extension}`);
    await writeFile(path, bytes);
    await storage.putFile(key, path, contentType);
    await rm(path, { force: true });
    return { key, size: bytes.length };
  }

  async function readPage(
    context: JobContext,
    batch: ScanBatchRow,
    voting: VotingRow,
    place: { fileIndex: number; pageIndex: number },
    uploaded: UploadedPage<VoteChoice>,
    contentType: string,
  ) {
    const { reading } = uploaded;
    const now = clock.now();
    const stored = await evidence(uploaded, contentType);
    const object = await put(context, stored.bytes, stored.extension, stored.contentType);
    const file = batch.files[place.fileIndex];
    const attachment = await scans.insertAttachment({
      attachmentId: newBusinessCode('A'),
      pubAttachmentId: `P${newOpaqueToken()}`,
      sourceName: `${file?.name ?? '扫描件'}-第${place.pageIndex + 1}页.${stored.extension}`,
      contentType: stored.contentType,
      size: object.size,
      uploadType: null,
      storage: storage.kind,
      bucket: storage.bucket,
      objectKey: object.key,
      status: 'READY',
      isPublic: 'NO',
      uploaderUserId: batch.uploadedBy,
      communityId: context.communityId,
      createdAt: now,
      readyAt: now,
    });
    const issues: ScanIssueRow[] = [];
    for (const issue of reading.issues) {
      const crop = issue.crop?.png ? (await put(context, issue.crop.png, 'png', 'image/png')).key : null;
      issues.push({
        issueKey: issue.issueKey,
        reading: issue.reading === 'choice' ? 'CHOICE' : issue.reading === 'empty' ? 'EMPTY' : 'DOUBTFUL',
        option: issue.option ?? null,
        reason:
          issue.reading !== 'doubtful'
            ? null
            : issue.reason === 'several-marks'
              ? 'SEVERAL_MARKS'
              : issue.reason === 'faint-or-beside'
                ? 'FAINT_OR_BESIDE'
                : 'PAGE',
        decision: null,
        decidedBy: null,
        cropKey: crop,
      });
    }
    const pageStatus = STATUS[reading.pageStatus];
    const code = reading.code?.ok ? reading.code : null;
    const flags: ScanFlag[] = pageStatus === 'READ' ? [] : [STATUS_FLAG[pageStatus]];
    let voterId: number | null = null;
    if (code && code.voterKey === 'BLANK') flags.push('BLANK_BALLOT');
    else if (code) {
      voterId = (await scans.voterByKey(voting.id, code.voterKey))?.id ?? null;
      if (voterId === null) flags.push('NOT_ON_ROLL');
    }
    const state: PageState = flags.length > 0 ? 'FLAGGED' : 'NEEDS_DECISION';
    const page = await scans.insertPage({
      pageCode: newBusinessCode('S'),
      batchId: batch.id,
      votingId: voting.id,
      ...place,
      sha256: reading.sha256,
      pageStatus,
      serial: code?.serial ?? null,
      voterKey: code?.voterKey ?? null,
      voterId,
      issues,
      flags,
      state,
      imageId: attachment.id,
      createdAt: now,
      updatedAt: now,
    });
    if (!page || state === 'FLAGGED') return;
    await scanTransaction(db, async (t) => {
      const locked = await t.tx.lock(voting.id);
      if (!locked) return;
      await settlePage(t, locked, page, now, paperWindow(locked, now).open);
    });
  }

  /**
   * What is kept of a page: the bytes its SHA-256 is of. A scanner's JPEG page and a photo as they
   * came (no re-encoding: the hash is of what the scanner or camera produced); a drawn PDF page as
   * a PNG (lossless, so the stored pixels hash to the recorded SHA-256).
   */
  async function evidence(uploaded: UploadedPage<VoteChoice>, contentType: string) {
    const { page } = uploaded;
    if (page.kind === 'pdf-page')
      return { bytes: await greyToPng(page.image), extension: 'png', contentType: 'image/png' };
    if (page.kind === 'scanner-jpeg')
      return { bytes: page.bytes, extension: 'jpg', contentType: 'image/jpeg' };
    return {
      bytes: page.bytes,
      extension: contentType === 'image/png' ? 'png' : 'jpg',
      contentType: contentType === 'image/png' ? 'image/png' : 'image/jpeg',
    };
  }

  async function report(context: JobContext, batch: ScanBatchRow, votingCode: string) {
    const { rows } = await scans.pages(batch.votingId, 'ALL', batch.id, 1, 10_000);
    const filePath = join(context.tempDir, 'scan-report.xlsx');
    await writeXlsx(filePath, [
      {
        name: '扫描识别结果',
        columns: [
          { header: '文件', width: 24 },
          { header: '页', width: 6 },
          { header: '表决票编号', width: 24 },
          { header: '识别', width: 20 },
          { header: '状态', width: 12 },
          { header: '标记', width: 30 },
          { header: 'SHA-256', width: 66 },
        ],
        rows: rows.map((row) => [
          batch.files[row.fileIndex]?.name ?? '',
          row.pageIndex + 1,
          row.serial !== null ? `${votingCode}-${row.serial}` : '',
          ScanPageStatus.label(row.pageStatus as ScanPageStatus),
          ScanPageState.label(row.state),
          row.flags.map((flag) => ScanFlag.label(flag as ScanFlag)).join('、'),
          row.sha256,
        ]),
      },
    ]);
    return { filePath, contentType: XLSX };
  }

  return {
    kind: PAPER_SCAN_JOB_KIND,
    name: '纸质表决票扫描识别',
    permission: VOTING_MANAGE,
    params,
    fileName: ({ communityName, params: p }) => `${communityName}-扫描识别结果-${p.batchCode}.xlsx`,
    async run(context, p) {
      const batch = await scans.batchByCode(p.batchCode);
      const voting = batch ? await votings.findById(batch.votingId) : undefined;
      if (!batch || !voting || voting.communityId !== context.communityId) throw new Error('扫描批次不存在');
      await scans.updateBatch(batch.id, { state: 'READING', error: null });
      const geometry = geometryOf({ communityName: '', voting, issues: await votings.issuesOf(voting.id) });
      try {
        const done = await scans.placesRead(batch.id);
        let read = done.size;
        const progress = async () => {
          read += 1;
          await scans.updateBatch(batch.id, { pagesRead: read });
          await context.reportProgress(Math.min(95, Math.floor((read / Math.max(1, batch.pagesTotal)) * 95)));
        };
        const readContext = { codeKey, votingCode: voting.votingCode, geometry };
        for (const [fileIndex, file] of batch.files.entries()) {
          // Resume after a restart at the first page of this file not yet stored; a file whose
          // pages are all stored is not even fetched again.
          let firstPage = 0;
          while (done.has(`${fileIndex}/${firstPage}`)) firstPage += 1;
          const isPdf = file.contentType === 'application/pdf';
          if (!isPdf ? firstPage > 0 : file.pages !== undefined && firstPage >= file.pages) continue;
          const local = join(context.tempDir, `scan-${fileIndex}`);
          try {
            await pipeline(await storage.openRead(file.objectKey), createWriteStream(local));
            // The same reader the bench measures: page by page, so memory stays flat.
            for await (const uploaded of readUploadedFile(local, file.contentType, readContext, undefined, {
              firstPage,
            })) {
              // Never store a page twice (insertPage ignores a second row of the same place anyway).
              if (done.has(`${fileIndex}/${uploaded.pageIndex}`)) continue;
              await readPage(
                context,
                batch,
                voting,
                { fileIndex, pageIndex: uploaded.pageIndex },
                uploaded,
                file.contentType,
              );
              done.add(`${fileIndex}/${uploaded.pageIndex}`);
              await progress();
            }
          } finally {
            await rm(local, { force: true });
          }
        }
        await scans.updateBatch(batch.id, { state: 'DONE', pagesRead: read, finishedAt: clock.now() });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await scans.updateBatch(batch.id, { state: 'FAILED', error: `识别失败：${message}`.slice(0, 500) });
        throw error;
      }
      return report(context, batch, voting.votingCode);
    },
  };
}
