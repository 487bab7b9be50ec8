import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { communities, communityMembers, downloadJobs, houses, users } from '../src/db/schema';
import type { DownloadJobDto } from '../src/modules/download/service';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
let prepXfl: string;
const behaviour = { failures: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  property = await tokenFor(ctx, '13800000003');
  prepXfl = await tokenFor(ctx, '13800000002');
  // A test kind whose failures the tests choose.
  ctx.app.downloadJobs.registry.register({
    kind: 'TEST_FLAKY',
    name: '测试任务',
    permission: [],
    params: z.object({}),
    fileName: () => 'test.txt',
    async run(context) {
      await context.reportProgress(50);
      if (behaviour.failures > 0) {
        behaviour.failures -= 1;
        throw new Error('存储暂不可用');
      }
      const path = `${context.tempDir}/out.txt`;
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, 'ok');
      return { filePath: path, contentType: 'text/plain; charset=utf-8' };
    },
  });
});
afterAll(() => ctx.close());

const runOnce = () => ctx.app.downloadJobs.runner.runOnce();

async function create(token: string, kind: string, communityInfoCode = 'YGHY001') {
  return post(ctx, '/v1/downloadJob/create', { kind, communityInfoCode, params: {} }, { token });
}

async function info(token: string, jobId: string) {
  return get(ctx, `/v1/downloadJob/info?jobId=${jobId}`, { token });
}

describe('house roster export job', () => {
  it('goes TO_BE_GENERATED → GENERATING → SUCCESS_GENERATED and downloads as xlsx', async () => {
    const created = await create(director, 'HOUSE_ROSTER_XLSX');
    expect(created.statusCode).toBe(200);
    const job = bodyOf<DownloadJobDto>(created).data;
    expect(job).toMatchObject({
      status: 'TO_BE_GENERATED',
      progress: 0,
      kindName: '房屋花名册导出',
      attachmentId: null,
    });
    expect(job.fileName).toBe('阳光花园-房屋花名册-20260302.xlsx');

    expect(await runOnce()).toBe(true);
    const done = bodyOf<DownloadJobDto>(await info(director, job.jobId)).data;
    expect(done).toMatchObject({ status: 'SUCCESS_GENERATED', progress: 100, attempts: 1, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(await runOnce()).toBe(false);

    const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, {
      token: director,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('阳光花园-房屋花名册'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('房屋花名册');
    const db = ctx.db.handle.db;
    const [yghy] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'YGHY001'));
    const [houseCount] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(houses)
      .where(eq(houses.communityId, yghy?.id ?? 0));
    expect((sheet?.rowCount ?? 0) - 1).toBe(houseCount?.value);
    expect(sheet?.getRow(1).values).toContain('计票面积(㎡)');
    const area = sheet?.getCell('F2');
    expect(typeof area?.value).toBe('number');
    expect(area?.numFmt).toBe('0.00');
    const owned = sheet
      ?.getColumn(10)
      .values.filter((value) => typeof value === 'string' && value !== '业主');
    expect(owned?.length).toBeGreaterThan(0);

    const list = bodyOf<{ list: DownloadJobDto[]; total: number; page: number; size: number }>(
      await get(ctx, '/v1/downloadJob/list?communityInfoCode=YGHY001&page=1&size=10', { token: director }),
    ).data;
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.list[0]?.jobId).toBe(job.jobId);
    expect([list.page, list.size]).toEqual([1, 10]);
  });

  it('needs one of OHC_VIEW, BUILDING_MANAGEMENT or HOUSE_OWNER_MANAGEMENT', async () => {
    const db = ctx.db.handle.db;
    const [user] = await db.select().from(users).where(eq(users.mobile, '13800000003'));
    const [yghy] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'YGHY001'));
    const member = and(
      eq(communityMembers.userId, user?.id ?? 0),
      eq(communityMembers.communityId, yghy?.id ?? 0),
    );
    await db
      .update(communityMembers)
      .set({ permissions: ['VOTING_VIEW'] })
      .where(member);
    const refused = await create(property, 'HOUSE_ROSTER_XLSX');
    expect(refused.statusCode).toBe(403);
    await db
      .update(communityMembers)
      .set({ permissions: ['HOUSE_OWNER_MANAGEMENT'] })
      .where(member);
    expect((await create(property, 'HOUSE_ROSTER_XLSX')).statusCode).toBe(200);
    await db.update(communityMembers).set({ permissions: null }).where(member);
  });

  it('keeps jobs to their community and creator: other communities and people get 404', async () => {
    const job = bodyOf<DownloadJobDto>(await create(director, 'HOUSE_ROSTER_XLSX')).data;
    expect((await info(prepXfl, job.jobId)).statusCode).toBe(404);
    expect((await info(property, job.jobId)).statusCode).toBe(404);
    expect(
      (await get(ctx, '/v1/downloadJob/list?communityInfoCode=YGHY001', { token: prepXfl })).statusCode,
    ).toBe(404);
    expect((await create(prepXfl, 'HOUSE_ROSTER_XLSX', 'YGHY001')).statusCode).toBe(404);
    expect((await create(director, 'NO_SUCH_KIND')).statusCode).toBe(400);
    expect((await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`)).statusCode).toBe(401);
    while (await runOnce()) {
      // finish what is queued so later tests start clean
    }
  });
});

describe('worker', () => {
  it('retries a failed attempt with backoff, then succeeds', async () => {
    behaviour.failures = 1;
    const job = bodyOf<DownloadJobDto>(await create(director, 'TEST_FLAKY')).data;
    expect(await runOnce()).toBe(true);
    const failed = bodyOf<DownloadJobDto>(await info(director, job.jobId)).data;
    expect(failed).toMatchObject({ status: 'TO_BE_GENERATED', attempts: 1, error: '生成失败：存储暂不可用' });
    expect(await runOnce()).toBe(false);
    ctx.clock.advance(10);
    expect(await runOnce()).toBe(true);
    expect(bodyOf<DownloadJobDto>(await info(director, job.jobId)).data).toMatchObject({
      status: 'SUCCESS_GENERATED',
      attempts: 2,
      error: null,
    });
  });

  it('ends FAIL_GENERATED after the last attempt', async () => {
    behaviour.failures = 3;
    const job = bodyOf<DownloadJobDto>(await create(director, 'TEST_FLAKY')).data;
    for (const wait of [0, 10, 40]) {
      ctx.clock.advance(wait);
      expect(await runOnce()).toBe(true);
    }
    const failed = bodyOf<DownloadJobDto>(await info(director, job.jobId)).data;
    expect(failed).toMatchObject({ status: 'FAIL_GENERATED', attempts: 3, attachmentId: null });
    expect(failed.finishedAt).not.toBeNull();
  });

  it('picks up a job whose worker died mid-way once its heartbeat is stale', async () => {
    behaviour.failures = 0;
    const job = bodyOf<DownloadJobDto>(await create(director, 'TEST_FLAKY')).data;
    const db = ctx.db.handle.db;
    // What a crashed process leaves behind: GENERATING, half done, heartbeat frozen at "now".
    await db
      .update(downloadJobs)
      .set({
        status: 'GENERATING',
        attempts: 1,
        progress: 40,
        lockedBy: 'dead-worker',
        heartbeatAt: ctx.clock.now(),
      })
      .where(eq(downloadJobs.jobCode, job.jobId));
    ctx.clock.advance(60);
    expect(await runOnce()).toBe(false);
    expect(bodyOf<DownloadJobDto>(await info(director, job.jobId)).data.status).toBe('GENERATING');
    ctx.clock.advance(61);
    expect(await runOnce()).toBe(true);
    expect(bodyOf<DownloadJobDto>(await info(director, job.jobId)).data).toMatchObject({
      status: 'SUCCESS_GENERATED',
      attempts: 2,
    });
  });

  it('fails a crashed job that has no attempts left instead of running it again', async () => {
    const job = bodyOf<DownloadJobDto>(await create(director, 'TEST_FLAKY')).data;
    await ctx.db.handle.db
      .update(downloadJobs)
      .set({ status: 'GENERATING', attempts: 3, lockedBy: 'dead-worker', heartbeatAt: ctx.clock.now() })
      .where(eq(downloadJobs.jobCode, job.jobId));
    ctx.clock.advance(121);
    expect(await runOnce()).toBe(false);
    expect(bodyOf<DownloadJobDto>(await info(director, job.jobId)).data.status).toBe('FAIL_GENERATED');
  });
});
