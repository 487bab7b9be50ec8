/**
 * The PAPER_SCAN job over a scanner's PDF (issue #27 items 2–3, docs/contracts/paper-scan.md): it
 * reads through readUploadedFile, resumes after an interruption at the first page not yet stored
 * (each page stored exactly once), and keeps as evidence what the scanner or camera produced — the
 * page's JPEG as it sits in the PDF, a photo as uploaded — hashed as such. A rejection needs a reason.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../src/db/schema';
import { votingScanPages } from '../src/db/tables/voting-paper-scan';
import { greyToPng, renderPdfPages } from '../src/modules/voting/paper-scan';
import { SCAN_SECRET, writeScanPdf } from './support/ballot-scan-fixtures';
import { multipartFiles } from './support/file-fixtures';
import { DIRECTOR } from './support/roster-helpers';
import {
  bodyOf,
  createTestContext,
  freshIp,
  get,
  post,
  type TestContext,
  tokenFor,
} from './support/test-app';

const C = 'YGHY001';
const HOUR = 3600;
let ctx: TestContext;
let director: string;
let vote: string;
let dir: string;
let communityId: number;
const houseCodes: string[] = [];

type Page = { pageId: string; sha256: string; imageUrl: string; fileName: string; pageNumber: number };
type Batch = { batchId: string; state: string; pagesTotal: number; pagesRead: number };
const q = (extra = '') => `communityInfoCode=${C}&votingCode=${vote}${extra}`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(files: { name: string; data: Buffer }[]) {
  const body = multipartFiles(files);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1/paperScan/upload?${q()}`,
    payload: body.payload,
    remoteAddress: freshIp(),
    headers: { ...body.headers, token: director },
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Batch>(response).data;
}

async function drainJobs() {
  while (await ctx.app.downloadJobs.runner.runOnce()) {
    // each round runs one job
  }
}

/** Runs the batch's PAPER_SCAN job as the runner would; `stopAfter` pages, it fails (a crash). */
async function runJob(batchId: string, stopAfter = Number.POSITIVE_INFINITY) {
  const kind = ctx.app.downloadJobs.registry.get('PAPER_SCAN');
  let pages = 0;
  return kind?.run(
    {
      jobCode: `J-${batchId}`,
      communityId,
      createdBy: 0,
      tempDir: dir,
      reportProgress: async () => {
        pages += 1;
        if (pages >= stopAfter) throw new Error('interrupted');
      },
    },
    { votingCode: vote, batchCode: batchId },
  );
}

async function pages(batchId: string) {
  const response = await get(ctx, `/v1/paperScan/pages?${q(`&batchId=${batchId}&size=100`)}`, {
    token: director,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ list: Page[] }>(response).data.list;
}

/** Five of the app's ballots as a scanner would give them: one grey JPEG per page. */
async function scannerJpegs(): Promise<Buffer[]> {
  const job = await post(
    ctx,
    '/v1/offlineVote/getPrintInfo',
    { communityInfoCode: C, votingCode: vote, houseCodes },
    { token: director },
  );
  expect(job.statusCode, job.body).toBe(200);
  await drainJobs();
  const info = bodyOf<{ attachmentId: string }>(
    await get(ctx, `/v1/downloadJob/info?jobId=${bodyOf<{ jobId: string }>(job).data.jobId}`, {
      token: director,
    }),
  ).data;
  const pdf = (await get(ctx, `/v1/api/cos/download?attachmentId=${info.attachmentId}`, { token: director }))
    .rawPayload;
  const out: Buffer[] = [];
  for await (const page of renderPdfPages(new Uint8Array(pdf))) {
    out.push(
      await sharp(Buffer.from(page.data), { raw: { width: page.width, height: page.height, channels: 1 } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    if (out.length === 5) break;
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { APP_SECRET: SCAN_SECRET } });
  dir = mkdtempSync(join(tmpdir(), 'gz-scan-resume-'));
  director = await tokenFor(ctx, DIRECTOR);
  const [community] = await ctx.db.handle.db
    .select()
    .from(communities)
    .where(eq(communities.communityInfoCode, C));
  communityId = community?.id ?? 0;
  const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
  const created = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title: '关于维修电梯的表决',
      startDate: at(HOUR),
      endDate: at(3 * 24 * HOUR),
      issues: [{ title: '是否同意维修电梯', issueTypeId: 4 }],
    },
    { token: director },
  );
  expect(created.statusCode, created.body).toBe(200);
  vote = bodyOf<{ votingCode: string }>(created).data.votingCode;
  ctx.clock.advance(2 * HOUR);
  for (const n of [1, 2, 3, 4, 5]) {
    const owner = await tokenFor(ctx, `139000000${String(n).padStart(2, '0')}`, { isWxAPP: true });
    const response = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote}`, { token: owner });
    expect(response.statusCode, response.body).toBe(200);
    const [house] = bodyOf<{ myHouseCodes: string[] }>(response).data.myHouseCodes;
    if (house) houseCodes.push(house);
  }
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('PAPER_SCAN job over scanner PDFs and photos', () => {
  let scanned: Buffer[] = [];

  it('an interrupted job resumes at the first page not stored: each page exactly once', async () => {
    scanned = await scannerJpegs();
    expect(scanned).toHaveLength(5);
    const file = join(dir, 'scanner.pdf');
    await writeScanPdf(file, scanned);
    const batch = await upload([{ name: '扫描仪.pdf', data: await readFile(file) }]);
    expect(batch.pagesTotal).toBe(5);
    // The process dies after the second page is stored.
    await expect(runJob(batch.batchId, 2)).rejects.toThrow('interrupted');
    expect((await pages(batch.batchId)).map((page) => page.pageNumber)).toEqual([1, 2]);
    // The restarted job reads only pages 3–5 (three progress reports), then the queued run nothing.
    let reports = 0;
    const kind = ctx.app.downloadJobs.registry.get('PAPER_SCAN');
    await kind?.run(
      {
        jobCode: 'J-AGAIN',
        communityId,
        createdBy: 0,
        tempDir: dir,
        reportProgress: async () => {
          reports += 1;
        },
      },
      { votingCode: vote, batchCode: batch.batchId },
    );
    expect(reports).toBe(3);
    await drainJobs();
    const rows = await ctx.db.handle.db.select().from(votingScanPages);
    const places = rows.map((row) => `${row.fileIndex}/${row.pageIndex}`).sort();
    expect(places).toEqual(['0/0', '0/1', '0/2', '0/3', '0/4']);
    const done = bodyOf<Batch>(
      await get(ctx, `/v1/paperScan/batch?${q(`&batchId=${batch.batchId}`)}`, { token: director }),
    ).data;
    expect(done).toMatchObject({ state: 'DONE', pagesRead: 5, pagesTotal: 5 });
  }, 120_000);

  it("keeps a scanner page's JPEG as it is in the PDF (image/jpeg), hashed as the scanner produced it", async () => {
    const [batch] = bodyOf<Batch[]>(await get(ctx, `/v1/paperScan/batches?${q()}`, { token: director })).data;
    const list = await pages(batch?.batchId ?? '');
    expect(list).toHaveLength(5);
    for (const [index, page] of list.entries()) {
      const jpeg = scanned[index] as Buffer;
      expect(page.sha256).toBe(sha(jpeg));
      const image = await get(ctx, page.imageUrl, { token: director });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(sha(image.rawPayload)).toBe(sha(jpeg));
    }
  }, 60_000);

  it('keeps photos as uploaded, JPEG and PNG, with their own type', async () => {
    const jpeg = scanned[0] as Buffer;
    const png = await greyToPng({ data: new Uint8Array(600 * 800).fill(250), width: 600, height: 800 });
    const batch = await upload([
      { name: 'photo.jpg', data: jpeg },
      { name: 'photo.png', data: png },
    ]);
    await drainJobs();
    const list = await pages(batch.batchId);
    expect(list.map((page) => page.fileName)).toEqual(['photo.jpg', 'photo.png']);
    for (const [page, bytes, type] of [
      [list[0], jpeg, 'image/jpeg'],
      [list[1], png, 'image/png'],
    ] as const) {
      expect(page?.sha256).toBe(sha(bytes));
      const image = await get(ctx, `${page?.imageUrl}`, { token: director });
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.equals(bytes)).toBe(true);
    }
  }, 60_000);

  it('refuses a rejection without a reason, the page unchanged', async () => {
    const [batch] = bodyOf<Batch[]>(await get(ctx, `/v1/paperScan/batches?${q()}`, { token: director })).data;
    const page = (await pages(batch?.batchId ?? ''))[0] as Page;
    for (const reason of ['', '   ']) {
      const refused = await post(
        ctx,
        '/v1/paperScan/reject',
        { communityInfoCode: C, votingCode: vote, pageId: page.pageId, reason },
        { token: director },
      );
      expect(refused.statusCode).toBe(400);
      expect(bodyOf(refused).message).toContain('请填写剔除原因');
    }
    const missing = await post(
      ctx,
      '/v1/paperScan/reject',
      { communityInfoCode: C, votingCode: vote, pageId: page.pageId },
      { token: director },
    );
    expect(missing.statusCode).toBe(400);
    const after = (await pages(batch?.batchId ?? '')).find((p) => p.pageId === page.pageId);
    expect(after).toMatchObject({ pageId: page.pageId });
    expect((after as unknown as { state: string }).state).not.toBe('REJECTED');
  }, 60_000);
});
