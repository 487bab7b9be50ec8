/**
 * Scans of returned paper ballots through the routes (issue #27 items 2–3, docs/contracts/paper-scan.md):
 * ballots printed by the app, marked by program, uploaded as a PDF and as photos, read by the
 * PAPER_SCAN job; flags (online-then-paper, duplicate, forged, other vote, unreadable), a person's
 * decision, confirmation moving the statistics, rejection, refusals of bad files and of callers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMembers, evidenceChain, users } from '../src/db/schema';
import { writePdf } from '../src/modules/file/export/pdf-export';
import { ballotCodeKey } from '../src/modules/voting/ballot-code';
import { createBallotRenderer, geometryOf } from '../src/modules/voting/ballot-pdf';
import { type GreyImage, greyToPng, RENDER_SCALE, renderPdfPages } from '../src/modules/voting/paper-scan';
import { createVotingRepository } from '../src/modules/voting/repository';
import { SCAN_SECRET, scanLayout, writeScanPdf } from './support/ballot-scan-fixtures';
import { drawStrokes, markStrokes, penOf, seededRandom } from './support/ballot-scan-pens';
import { multipartFiles } from './support/file-fixtures';
import { DIRECTOR, PROPERTY, XFL_PREPARER } from './support/roster-helpers';
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
let property: string;
let preparer: string;
let vote: string;
let dir: string;
const owners: Record<number, string> = {};
const houseOf: Record<number, string[]> = {};

type Page = {
  pageId: string;
  pageStatus: string;
  state: string;
  flags: string[];
  houseCodes: string[];
  ownerNames: string[];
  issues: {
    issueKey: string;
    reading: string;
    option: string | null;
    decision: string | null;
    cropUrl: string | null;
  }[];
  choices: Record<string, string | null> | null;
  entryId: string | null;
  entryState: string | null;
  duplicateOfPageId: string | null;
  imageUrl: string;
  sha256: string;
};
type Batch = {
  batchId: string;
  state: string;
  pagesTotal: number;
  pagesRead: number;
  counts: Record<string, number>;
};

const q = (extra = '') => `communityInfoCode=${C}&votingCode=${vote}${extra}`;

async function upload(files: { name: string; data: Buffer }[], token = director, community = C) {
  const body = multipartFiles(files);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/paperScan/upload?communityInfoCode=${community}&votingCode=${vote}`,
    payload: body.payload,
    remoteAddress: freshIp(),
    headers: { ...body.headers, token },
  });
}

async function drainJobs() {
  while (await ctx.app.downloadJobs.runner.runOnce()) {
    // each round runs one job
  }
}

async function pages(filter = 'ALL') {
  const response = await get(ctx, `/v1/paperScan/pages?${q(`&filter=${filter}&size=100`)}`, {
    token: property,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ list: Page[]; total: number }>(response).data.list;
}

async function simpleInfo() {
  const response = await get(ctx, `/v1/offlineVote/votingSimpleInfo?${q()}`, { token: director });
  return bodyOf<{ ballotCount: number; paperBallotCount: number; pendingEntryCount: number }>(response).data;
}

async function setPropertyPermissions(permissions: string[] | null) {
  const db = ctx.db.handle.db;
  const [user] = await db.select().from(users).where(eq(users.mobile, PROPERTY));
  const [community] = await db.select().from(communities).where(eq(communities.communityInfoCode, C));
  await db
    .update(communityMembers)
    .set({ permissions })
    .where(
      and(eq(communityMembers.userId, user?.id ?? 0), eq(communityMembers.communityId, community?.id ?? 0)),
    );
}

/** The app's own ballots of owners 1–5's houses, as rendered pages, each page's marks chosen by `marks`. */
async function markedBallots(marks: (house: string[] | undefined, index: number) => string[][]) {
  const job = await post(
    ctx,
    '/v1/offlineVote/getPrintInfo',
    { communityInfoCode: C, votingCode: vote, houseCodes: [1, 2, 3, 4, 5].map((n) => houseOf[n]?.[0]) },
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
  const repo = createVotingRepository(ctx.db.handle.db);
  const voting = await repo.findByCode(vote);
  if (!voting) throw new Error('vote missing');
  const geometry = geometryOf({ communityName: '', voting, issues: await repo.issuesOf(voting.id) });
  const random = seededRandom(27);
  const out: GreyImage[] = [];
  let index = 0;
  for await (const page of renderPdfPages(new Uint8Array(pdf))) {
    const perIssue = marks(undefined, index);
    const strokes = perIssue.flatMap((choices, issue) =>
      choices.flatMap((choice) => {
        const box = geometry.boxes.find((b) => b.issueKey === String(issue + 1) && b.choice === choice);
        return box ? markStrokes(random, box, 'tick', penOf(random, 'heavy')) : [];
      }),
    );
    drawStrokes(page, RENDER_SCALE, strokes);
    out.push({ data: page.data, width: page.width, height: page.height });
    index += 1;
  }
  return out;
}

/** One ballot printed by the app's printer for `votingCode` with the code key of `secret`, as a PNG scan. */
async function printOne(votingCode: string, secret: string): Promise<Buffer> {
  const file = join(dir, `one-${votingCode}-${secret}.pdf`);
  const render = createBallotRenderer(scanLayout(2, false, votingCode), ballotCodeKey(secret));
  await writePdf(file, {
    count: 1,
    renderPage: (doc) =>
      render(doc, { voterKey: '900001', owners: '业主', houses: ['1栋 101'], area: 90 }, 0, 1),
  });
  for await (const page of renderPdfPages(new Uint8Array(await readFile(file)))) return greyToPng(page);
  throw new Error('no page printed');
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { APP_SECRET: SCAN_SECRET } });
  dir = mkdtempSync(join(tmpdir(), 'gz-scan-routes-'));
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  preparer = await tokenFor(ctx, XFL_PREPARER);
  for (const n of [1, 2, 3, 4, 5]) {
    owners[n] = await tokenFor(ctx, `139000000${String(n).padStart(2, '0')}`, { isWxAPP: true });
  }
  await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);
  const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
  const created = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title: '关于续聘物业服务企业及维修电梯的表决',
      startDate: at(HOUR),
      endDate: at(3 * 24 * HOUR),
      issues: [
        { title: '是否同意续聘', issueTypeId: 4 },
        { title: '是否同意维修电梯', issueTypeId: 4 },
      ],
    },
    { token: director },
  );
  expect(created.statusCode, created.body).toBe(200);
  vote = bodyOf<{ votingCode: string }>(created).data.votingCode;
  ctx.clock.advance(2 * HOUR);
  for (const n of [1, 2, 3, 4, 5]) {
    const response = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote}`, { token: owners[n] ?? '' });
    expect(response.statusCode, response.body).toBe(200);
    houseOf[n] = bodyOf<{ myHouseCodes: string[] }>(response).data.myHouseCodes;
  }
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('paper-ballot scans', () => {
  const byHouse = (list: Page[], n: number) =>
    list.filter((page) => page.houseCodes.some((code) => houseOf[n]?.includes(code)));

  it('refuses bad files, other communities and callers without the permission, storing nothing', async () => {
    const text = await upload([{ name: 'ballots.pdf', data: Buffer.from('not a pdf at all') }]);
    expect(text.statusCode).toBe(400);
    expect(bodyOf(text).message).toBe('仅支持 PDF、JPG、PNG 格式的扫描件');
    const empty = await upload([{ name: 'empty.jpg', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(bodyOf(empty).message).toBe('上传的文件为空');
    const broken = await upload([
      { name: 'broken.pdf', data: Buffer.from('%PDF-1.4\n garbage without pages') },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(bodyOf(broken).message).toBe('无法读取该 PDF 文件，请重新扫描或导出');
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(bodyOf(none).message).toBe('请选择要上传的扫描件');
    const png = await greyToPng({ data: new Uint8Array(100 * 100).fill(255), width: 100, height: 100 });
    expect((await upload([{ name: 'a.png', data: png }], director, 'TYXQ001')).statusCode).toBe(404);
    expect((await upload([{ name: 'a.png', data: png }], preparer, 'XFL001')).statusCode).toBe(403);
    await setPropertyPermissions(['VOTING_VIEW']);
    expect((await upload([{ name: 'a.png', data: png }], property)).statusCode).toBe(403);
    expect((await get(ctx, `/v1/paperScan/batches?${q()}`, { token: property })).statusCode).toBe(200);
    await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);
    const batches = await get(ctx, `/v1/paperScan/batches?${q()}`, { token: director });
    expect(bodyOf<Batch[]>(batches).data).toEqual([]);
  });

  it('reads an uploaded PDF: clear pages wait for confirmation, flags for online-then-paper and duplicates', async () => {
    // Owner 1 votes online first: the paper ballot of that voter must not count.
    const online = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode: vote, choices: { '1': 'AGREE', '2': 'AGREE' } },
      { token: owners[1] ?? '' },
    );
    expect(online.statusCode, online.body).toBe(200);
    // Page 3 (some voter) gets two marks on issue 2: doubtful. Others clear.
    const images = await markedBallots((_, index) =>
      index === 2 ? [['AGREE'], ['AGREE', 'DISAGREE']] : [['AGREE'], ['DISAGREE']],
    );
    expect(images.length).toBe(5);
    const jpegs = await Promise.all(images.map((image) => greyToPng(image)));
    // The first ballot scanned twice at the end of the pile.
    const file = join(dir, 'scan.pdf');
    await writeScanPdf(file, [...jpegs, jpegs[0] as Buffer]);
    const before = await simpleInfo();
    const response = await upload([{ name: '回收表决票.pdf', data: await readFile(file) }]);
    expect(response.statusCode, response.body).toBe(200);
    const batch = bodyOf<Batch>(response).data;
    expect(batch).toMatchObject({ state: 'READING', pagesTotal: 6 });
    await drainJobs();
    const done = bodyOf<Batch>(
      await get(ctx, `/v1/paperScan/batch?${q(`&batchId=${batch.batchId}`)}`, { token: property }),
    ).data;
    expect(done).toMatchObject({ state: 'DONE', pagesRead: 6 });
    const list = await pages();
    expect(list).toHaveLength(6);
    expect(list.every((page) => page.pageStatus === 'READ')).toBe(true);
    const [first, again] = list.filter(
      (page) => page.sha256 === list[0]?.sha256 || page.houseCodes.join() === list[0]?.houseCodes.join(),
    );
    expect(again?.flags).toEqual(['DUPLICATE']);
    expect(again?.duplicateOfPageId).toBe(first?.pageId);
    const onlinePage = byHouse(list, 1)[0];
    expect(onlinePage?.flags).toContain('ONLINE_VOTED');
    expect(onlinePage?.state).toBe('FLAGGED');
    const doubtful = list[2];
    expect(doubtful?.state).toBe('NEEDS_DECISION');
    expect(doubtful?.issues[1]).toMatchObject({ reading: 'DOUBTFUL' });
    expect(doubtful?.issues[1]?.cropUrl).toBeTruthy();
    const waiting = list.filter((page) => page.state === 'NEEDS_CONFIRMATION');
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    for (const page of waiting) {
      expect(page.choices).toEqual({ '1': 'AGREE', '2': 'DISAGREE' });
      expect(page.entryState).toBe('PENDING');
      expect(page.ownerNames.every((name) => name === '' || name.includes('*'))).toBe(true);
    }
    // The machine's first entries wait; nothing is counted before a person confirms.
    const after = await simpleInfo();
    expect(after.ballotCount).toBe(before.ballotCount);
    expect(after.pendingEntryCount).toBe(before.pendingEntryCount + waiting.length);
    // The image and the crop are served to the vote's staff only.
    const image = await get(ctx, `${doubtful?.imageUrl}`, { token: property });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const crop = await get(ctx, `${doubtful?.issues[1]?.cropUrl}`, { token: property });
    expect(crop.statusCode).toBe(200);
    await setPropertyPermissions([]);
    expect((await get(ctx, `${doubtful?.imageUrl}`, { token: property })).statusCode).toBe(403);
    await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);
  }, 120_000);

  it('a job run again over a read batch (a restart) reads no page twice', async () => {
    const [batch] = bodyOf<Batch[]>(await get(ctx, `/v1/paperScan/batches?${q()}`, { token: director })).data;
    const before = await pages();
    const kind = ctx.app.downloadJobs.registry.get('PAPER_SCAN');
    const [community] = await ctx.db.handle.db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, C));
    const progress: number[] = [];
    await kind?.run(
      {
        jobCode: 'J-RESTART',
        communityId: community?.id ?? 0,
        createdBy: 0,
        tempDir: dir,
        reportProgress: async (percent) => {
          progress.push(percent);
        },
      },
      { votingCode: vote, batchCode: batch?.batchId ?? '' },
    );
    const after = await pages();
    expect(after.map((page) => [page.pageId, page.state])).toEqual(
      before.map((page) => [page.pageId, page.state]),
    );
    expect(progress).toEqual([]);
    const again = bodyOf<Batch>(
      await get(ctx, `/v1/paperScan/batch?${q(`&batchId=${batch?.batchId}`)}`, { token: director }),
    ).data;
    expect(again).toMatchObject({ state: 'DONE', pagesRead: 6, pagesTotal: 6 });
  }, 60_000);

  it('a person decides the doubtful issue, confirmations count the ballots and the statistics move', async () => {
    const doubtful = (await pages('NEEDS_DECISION'))[0] as Page;
    const clearIssue = await post(
      ctx,
      '/v1/paperScan/decide',
      { communityInfoCode: C, votingCode: vote, pageId: doubtful.pageId, issueKey: '1', decision: 'AGREE' },
      { token: director },
    );
    expect(clearIssue.statusCode).toBe(409);
    expect(bodyOf(clearIssue).message).toBe('该议题已识别，无需人工判定');
    const decided = await post(
      ctx,
      '/v1/paperScan/decide',
      { communityInfoCode: C, votingCode: vote, pageId: doubtful.pageId, issueKey: '2', decision: 'ABSTAIN' },
      { token: director },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(bodyOf<Page>(decided).data).toMatchObject({
      state: 'NEEDS_CONFIRMATION',
      choices: { '1': 'AGREE', '2': 'ABSTAIN' },
      entryState: 'PENDING',
    });
    const before = await simpleInfo();
    const waiting = await pages('NEEDS_CONFIRMATION');
    const [toReject, ...toConfirm] = waiting;
    for (const page of toConfirm) {
      const confirmed = await post(
        ctx,
        '/v1/paperScan/confirm',
        { communityInfoCode: C, votingCode: vote, pageId: page.pageId },
        { token: director },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(bodyOf<Page>(confirmed).data).toMatchObject({ state: 'CONFIRMED', entryState: 'COUNTED' });
    }
    const after = await simpleInfo();
    expect(after.paperBallotCount).toBe(before.paperBallotCount + toConfirm.length);
    expect(after.ballotCount).toBe(before.ballotCount + toConfirm.length);
    // Confirming twice is refused; the counted page cannot be rejected.
    const twice = await post(
      ctx,
      '/v1/paperScan/confirm',
      { communityInfoCode: C, votingCode: vote, pageId: toConfirm[0]?.pageId },
      { token: director },
    );
    expect(twice.statusCode).toBe(409);
    const rejectCounted = await post(
      ctx,
      '/v1/paperScan/reject',
      { communityInfoCode: C, votingCode: vote, pageId: toConfirm[0]?.pageId, reason: '误扫' },
      { token: director },
    );
    expect(rejectCounted.statusCode).toBe(409);
    // Rejecting a waiting page cancels the machine's entry: nothing counted, nothing pending.
    const rejected = await post(
      ctx,
      '/v1/paperScan/reject',
      { communityInfoCode: C, votingCode: vote, pageId: toReject?.pageId, reason: '签名不符' },
      { token: director },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(bodyOf<Page>(rejected).data).toMatchObject({ state: 'REJECTED', entryState: 'CANCELLED' });
    const end = await simpleInfo();
    expect(end.ballotCount).toBe(after.ballotCount);
    expect(end.pendingEntryCount).toBe(after.pendingEntryCount - 1);
    // The ballot's chain entry carries the scan's hash; the machine is named as the first entry.
    const repo = createVotingRepository(ctx.db.handle.db);
    const voting = await repo.findByCode(vote);
    const entries = await ctx.db.handle.db
      .select()
      .from(evidenceChain)
      .where(eq(evidenceChain.votingId, voting?.id ?? 0));
    const cast = entries.filter(
      (entry) =>
        entry.type === 'BALLOT_CAST' &&
        JSON.stringify(entry.payload).includes(toConfirm[0]?.sha256 ?? 'missing'),
    );
    expect(cast).toHaveLength(1);
    expect(cast[0]?.payload).toMatchObject({
      channel: 'PAPER',
      enteredBy: 'SCAN',
      scanPageId: toConfirm[0]?.pageId,
    });
  }, 60_000);

  it('flags forged codes, ballots of another vote and unreadable photos; the same ballot again is a duplicate', async () => {
    const photos: { name: string; data: Buffer }[] = [];
    photos.push({ name: 'forged.png', data: await printOne(vote, 'forger') });
    photos.push({ name: 'other-vote.png', data: await printOne('V20260101OTHER', SCAN_SECRET) });
    photos.push({
      name: 'blank.png',
      data: await greyToPng({ data: new Uint8Array(600 * 800).fill(250), width: 600, height: 800 }),
    });
    const response = await upload(photos);
    expect(response.statusCode, response.body).toBe(200);
    await drainJobs();
    const flagged = (await pages('FLAGGED')).filter((page) => page.pageStatus !== 'READ');
    expect(flagged.map((page) => [page.pageStatus, page.flags]).sort()).toEqual(
      [
        ['FORGED', ['FORGED']],
        ['NO_CODE', ['UNREADABLE']],
        ['OTHER_VOTE', ['OTHER_VOTE']],
      ].sort(),
    );
    for (const page of flagged) {
      const confirm = await post(
        ctx,
        '/v1/paperScan/confirm',
        { communityInfoCode: C, votingCode: vote, pageId: page.pageId },
        { token: director },
      );
      expect(confirm.statusCode).toBe(409);
    }
  }, 60_000);
});
