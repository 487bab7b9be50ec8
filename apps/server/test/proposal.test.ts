import type {
  OwnerProposalInfoDto,
  ProposalFillPageDto,
  ProposalInfoDto,
} from '@gongzhi/domain/proposal/proposal-api';
import { PROPOSAL_MESSAGES } from '@gongzhi/domain/proposal/proposal-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../src/db/schema';
import { proposalFills, proposals } from '../src/db/tables/proposal';
import type { DownloadJobDto } from '../src/modules/download/service';
import { pngBytes, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
let preparer: string;
let owner1: string;
let owner2: string;
let owner3: string;
let owner6: string;

const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  property = await tokenFor(ctx, '13800000003');
  preparer = await tokenFor(ctx, '13800000002');
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  owner3 = await tokenFor(ctx, '13900000003', { isWxAPP: true });
  owner6 = await tokenFor(ctx, '13900000006', { isWxAPP: true });
});
afterAll(async () => ctx.close());

const iso = (offsetMs: number) => new Date(ctx.clock.now().getTime() + offsetMs).toISOString();

function body(overrides: Record<string, unknown> = {}) {
  return {
    communityInfoCode: 'YGHY001',
    title: '关于更换小区物业服务企业的提案',
    proposalType: 'PROPERTY_SERVICE',
    content: '<p>现物业服务质量下降，提议重新选聘。</p>',
    startDate: iso(-HOUR),
    endDate: iso(7 * DAY),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, token = director) {
  const response = await post(ctx, '/v1/proposal/create', body(overrides), { token });
  if (response.statusCode !== 200) throw new Error(`create ${response.statusCode} ${response.body}`);
  return bodyOf<ProposalInfoDto>(response).data;
}

async function proposalCount() {
  return (await ctx.db.handle.db.select().from(proposals)).length;
}

const sign = (token: string, proposalId: string, extra: Record<string, unknown> = {}) =>
  post(ctx, '/v1/owner/proposal/sign', { proposalId, signType: 'TYPED_NAME', ...extra }, { token });

describe('templates', () => {
  it('lists the catalogue and answers one template', async () => {
    const list = bodyOf<{ templateId: string; templateName: string }[]>(
      await get(ctx, '/v1/proposal/templateList?communityInfoCode=YGHY001', { token: director }),
    ).data;
    expect(list.map((item) => item.templateName)).toEqual(
      expect.arrayContaining(['成立业主大会筹备组申请', '更换物业服务企业', '使用维修资金']),
    );
    const filtered = bodyOf<unknown[]>(
      await get(ctx, '/v1/proposal/templateList?communityInfoCode=YGHY001&proposalType=MAINTENANCE_FUNDS', {
        token: director,
      }),
    ).data;
    expect(filtered).toHaveLength(1);
    const info = await get(
      ctx,
      '/v1/proposal/templateInfo?communityInfoCode=YGHY001&templateId=TPL_PREPARE_GROUP',
      {
        token: director,
      },
    );
    expect(bodyOf<{ proposalType: string; content: string }>(info).data).toMatchObject({
      proposalType: 'ESTABLISH_COMMITTEE',
    });
    const missing = await get(ctx, '/v1/proposal/templateInfo?communityInfoCode=YGHY001&templateId=NOPE', {
      token: director,
    });
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing).message).toBe(PROPOSAL_MESSAGES.templateNotFound);
  });

  it('needs PROPOSAL_MANAGEMENT and a session', async () => {
    expect(
      (await get(ctx, '/v1/proposal/templateList?communityInfoCode=YGHY001', { token: property })).statusCode,
    ).toBe(403);
    expect((await get(ctx, '/v1/proposal/templateList?communityInfoCode=YGHY001')).statusCode).toBe(401);
  });
});

describe('create, info, list', () => {
  it('creates a proposal with sanitised text, derived state and empty statistics', async () => {
    const created = await create({
      content:
        '<p onclick="steal()">联名<script>alert(1)</script><img src="x" onerror="alert(2)"></p><a href="javascript:alert(3)">链接</a>',
      templateId: 'TPL_REPLACE_PROPERTY',
    });
    expect(created.proposalState).toBe('IN_PROGRESS');
    expect(created.proposalStateName).toBe('进行中');
    expect(created.content).not.toMatch(/script|onclick|onerror|javascript/);
    expect(created.content).toContain('联名');
    expect(created.creatorType).toBe('STAFF');
    expect(created.signNum).toBe(0);
    expect(created.statistics.signedHeads).toBe(0);
    expect(created.statistics.totalHeads).toBeGreaterThan(0);

    const info = await get(
      ctx,
      `/v1/proposal/info?communityInfoCode=YGHY001&proposalId=${created.proposalId}`,
      {
        token: property,
      },
    );
    expect(info.statusCode).toBe(200);
    expect(bodyOf<ProposalInfoDto>(info).data.templateId).toBe('TPL_REPLACE_PROPERTY');

    const list = bodyOf<{ list: { proposalId: string; proposalState: string }[]; total: number }>(
      await get(ctx, '/v1/proposal/list?communityInfoCode=YGHY001&proposalState=IN_PROGRESS', {
        token: director,
      }),
    ).data;
    expect(list.list.map((item) => item.proposalId)).toContain(created.proposalId);
    expect(list.list.every((item) => item.proposalState === 'IN_PROGRESS')).toBe(true);

    const later = await create({ startDate: iso(DAY), endDate: iso(3 * DAY), title: '未开始的提案' });
    expect(later.proposalState).toBe('NOT_STARTED');
    const searched = bodyOf<{ list: { proposalId: string }[] }>(
      await get(
        ctx,
        `/v1/proposal/list?communityInfoCode=YGHY001&searchKey=${encodeURIComponent('未开始')}`,
        {
          token: director,
        },
      ),
    ).data;
    expect(searched.list.map((item) => item.proposalId)).toEqual([later.proposalId]);
  });

  it.each([
    [{ content: '<p><br></p>' }, '请输入内容'],
    [{ content: '<script>alert(1)</script>' }, '请输入内容'],
    [{ title: '' }, '请填写提案标题'],
    [{ title: '长'.repeat(101) }, '提案标题不能超过100个字符'],
    [{ startDate: 2 * DAY, endDate: DAY }, PROPOSAL_MESSAGES.startAfterEnd],
    [{ startDate: -3 * DAY, endDate: -DAY }, PROPOSAL_MESSAGES.endInPast],
    [{ proposalType: 'NOPE' }, '请选择提案类型'],
    [{ materialAttachments: ['A-not-there'] }, '文件上传失败'],
    [{ templateId: 'NOPE' }, PROPOSAL_MESSAGES.templateNotFound],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const before = await proposalCount();
    // Dates are given as offsets from the test clock (it.each rows are built before the clock exists).
    const resolved = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [key, typeof value === 'number' ? iso(value) : value]),
    );
    const response = await post(ctx, '/v1/proposal/create', body(resolved), { token: director });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect(await proposalCount()).toBe(before);
  });

  it('keeps other communities and missing permissions out', async () => {
    const before = await proposalCount();
    expect((await post(ctx, '/v1/proposal/create', body())).statusCode).toBe(401);
    expect((await post(ctx, '/v1/proposal/create', body(), { token: property })).statusCode).toBe(403);
    expect((await post(ctx, '/v1/proposal/create', body(), { token: preparer })).statusCode).toBe(404);
    expect((await post(ctx, '/v1/proposal/create', body(), { token: owner1 })).statusCode).toBe(401);
    expect(await proposalCount()).toBe(before);
    const created = await create();
    const foreign = await get(
      ctx,
      `/v1/proposal/info?communityInfoCode=XFL001&proposalId=${created.proposalId}`,
      {
        token: director,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(bodyOf(foreign).message).toBe(PROPOSAL_MESSAGES.notFound);
  });

  it('accepts the creator’s uploaded materials and shows them', async () => {
    const file = await upload(ctx, director, '报价单.png', await pngBytes(), {
      communityInfoCode: 'YGHY001',
    });
    await post(ctx, '/v1/api/cos/completeUpload', { attachmentId: file.attachmentId }, { token: director });
    const created = await create({ materialAttachments: [file.attachmentId] });
    expect(created.materialAttachments.map((item) => item.sourceName)).toEqual(['报价单.png']);
  });
});

describe('update and delete', () => {
  it('updates before signatures, refuses after a signature or the end (409), and deletes only unsigned', async () => {
    const created = await create();
    const updated = await post(
      ctx,
      '/v1/proposal/update',
      body({ proposalId: created.proposalId, title: '修改后的标题' }),
      { token: director },
    );
    expect(updated.statusCode).toBe(200);
    expect(bodyOf<ProposalInfoDto>(updated).data.title).toBe('修改后的标题');

    const bad = await post(
      ctx,
      '/v1/proposal/update',
      body({ proposalId: created.proposalId, content: '' }),
      {
        token: director,
      },
    );
    expect(bad.statusCode).toBe(400);

    expect((await sign(owner1, created.proposalId, { signName: '陈建国' })).statusCode).toBe(200);
    const locked = await post(
      ctx,
      '/v1/proposal/update',
      body({ proposalId: created.proposalId, title: '再改' }),
      {
        token: director,
      },
    );
    expect(locked.statusCode).toBe(409);
    expect(bodyOf(locked).message).toBe(PROPOSAL_MESSAGES.hasSignatures);
    const refusedDelete = await post(
      ctx,
      '/v1/proposal/delete',
      { communityInfoCode: 'YGHY001', proposalId: created.proposalId },
      { token: director },
    );
    expect(refusedDelete.statusCode).toBe(409);
    const [still] = await ctx.db.handle.db
      .select()
      .from(proposals)
      .where(eq(proposals.proposalCode, created.proposalId));
    expect(still?.title).toBe('修改后的标题');

    const other = await create();
    expect(
      (
        await post(
          ctx,
          '/v1/proposal/delete',
          { communityInfoCode: 'YGHY001', proposalId: other.proposalId },
          {
            token: property,
          },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          ctx,
          '/v1/proposal/delete',
          { communityInfoCode: 'XFL001', proposalId: other.proposalId },
          {
            token: director,
          },
        )
      ).statusCode,
    ).toBe(404);
    const deleted = await post(
      ctx,
      '/v1/proposal/delete',
      { communityInfoCode: 'YGHY001', proposalId: other.proposalId },
      { token: director },
    );
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await get(ctx, `/v1/proposal/info?communityInfoCode=YGHY001&proposalId=${other.proposalId}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('owner signatures', () => {
  it('signs once by typed name or handwritten image, counts heads and area, and lists masked signers', async () => {
    const created = await create();
    const listed = bodyOf<{
      communities: { communityInfoCode: string; canCreate: boolean }[];
      list: { proposalId: string; signed: boolean }[];
    }>(await get(ctx, '/v1/owner/proposal/list', { token: owner2 })).data;
    expect(listed.communities).toEqual([
      expect.objectContaining({ communityInfoCode: 'YGHY001', canCreate: true }),
    ]);
    expect(listed.list.find((item) => item.proposalId === created.proposalId)?.signed).toBe(false);

    const before = bodyOf<OwnerProposalInfoDto>(
      await get(ctx, `/v1/owner/proposal/info?proposalId=${created.proposalId}`, { token: owner2 }),
    ).data;
    expect(before).toMatchObject({ canSign: true, signed: false, cannotSignReason: null });

    const wrongName = await sign(owner2, created.proposalId, { signName: '张三' });
    expect(wrongName.statusCode).toBe(400);
    expect(bodyOf(wrongName).message).toBe(PROPOSAL_MESSAGES.signNameMismatch);
    const noImage = await sign(owner2, created.proposalId, { signType: 'HANDWRITTEN' });
    expect(noImage.statusCode).toBe(400);
    const foreignImage = await upload(ctx, owner3, 'sig.png', await pngBytes(200, 80), {
      uploadType: 'TX_NO_WATER_TAG',
    });
    await post(
      ctx,
      '/v1/api/cos/completeUpload',
      { attachmentId: foreignImage.attachmentId },
      { token: owner3 },
    );
    const stolen = await sign(owner2, created.proposalId, {
      signType: 'HANDWRITTEN',
      signImage: foreignImage.attachmentId,
    });
    expect(stolen.statusCode).toBe(400);
    expect(bodyOf(stolen).message).toBe(PROPOSAL_MESSAGES.signImageInvalid);

    const image = await upload(ctx, owner2, 'signature.png', await pngBytes(200, 80), {
      uploadType: 'TX_NO_WATER_TAG',
    });
    await post(ctx, '/v1/api/cos/completeUpload', { attachmentId: image.attachmentId }, { token: owner2 });
    const signed = await sign(owner2, created.proposalId, {
      signType: 'HANDWRITTEN',
      signImage: image.attachmentId,
    });
    expect(signed.statusCode).toBe(200);
    expect(bodyOf<OwnerProposalInfoDto>(signed).data).toMatchObject({ signed: true, canSign: false });

    const twice = await sign(owner2, created.proposalId, { signName: '林建国' });
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).message).toBe(PROPOSAL_MESSAGES.signedTwice);

    // The same owner signing twice at once (real concurrency on PostgreSQL: signatures take a key-share
    // lock and run side by side): one is stored, the other is told it was signed already.
    const together = await Promise.all([
      sign(owner3, created.proposalId, { signName: '黄建国' }),
      sign(owner3, created.proposalId, { signName: '黄建国' }),
    ]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(together.map((response) => bodyOf(response).message)).toContain(PROPOSAL_MESSAGES.signedTwice);

    const fills = bodyOf<ProposalFillPageDto>(
      await get(
        ctx,
        `/v1/proposalFill/listByProposal?communityInfoCode=YGHY001&proposalId=${created.proposalId}&page=1&size=20`,
        { token: property },
      ),
    ).data;
    expect(fills.total).toBe(2);
    expect(fills.list.map((item) => item.ownerName)).toEqual(['林*国', '黄*国']);
    expect(fills.list[0]?.signType).toBe('HANDWRITTEN');
    expect(fills.list[0]?.signImage?.attachmentId).toBe(image.attachmentId);
    expect(fills.list[0]?.houses.length).toBe(1);
    expect(fills.list[0]?.area).toBeGreaterThan(0);
    expect(fills.statistics.signedHeads).toBe(2);
    expect(fills.statistics.signedArea).toBe(fills.list.reduce((sum, item) => sum + item.area, 0));
    expect(fills.statistics.headsRate).toMatch(/^\d+\.\d%$/);

    // The signature image now belongs to the community: its staff can open it.
    const picture = await get(ctx, `/v1/api/cos/download?attachmentId=${image.attachmentId}`, {
      token: director,
    });
    expect(picture.statusCode).toBe(200);
  });

  it('keeps the signed share exact while signatures arrive at once: each gets its place in commit order', async () => {
    const created = await create();
    const shareOf = async () =>
      bodyOf<ProposalFillPageDto>(
        await get(
          ctx,
          `/v1/proposalFill/listByProposal?communityInfoCode=YGHY001&proposalId=${created.proposalId}&page=1&size=20`,
          { token: property },
        ),
      ).data.statistics;
    // Counted once with nobody signed, so the later answers come from the kept tally.
    expect((await shareOf()).signedHeads).toBe(0);
    const signed = await Promise.all([
      sign(owner1, created.proposalId, { signName: '陈建国' }),
      sign(owner2, created.proposalId, { signName: '林建国' }),
      sign(owner3, created.proposalId, { signName: '黄建国' }),
    ]);
    expect(signed.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const share = await shareOf();
    expect(share.signedHeads).toBe(3);
    const [row] = await ctx.db.handle.db
      .select({ id: proposals.id, fillCount: proposals.fillCount })
      .from(proposals)
      .where(eq(proposals.proposalCode, created.proposalId));
    const places = await ctx.db.handle.db
      .select({ signSeq: proposalFills.signSeq })
      .from(proposalFills)
      .where(eq(proposalFills.proposalId, row?.id ?? 0));
    expect(places.map((place) => place.signSeq).sort()).toEqual([1, 2, 3]);
    expect(row?.fillCount).toBe(3);
    // The owner's page after signing counts the signature just made.
    const mine = bodyOf<OwnerProposalInfoDto>(signed[2] ?? signed[0]).data;
    expect(mine.statistics.signedHeads).toBeGreaterThanOrEqual(1);
    expect(mine.signed).toBe(true);
  });

  it('refuses uncertified owners (403), other communities’ proposals (404) and wrong states (409)', async () => {
    const created = await create();
    const uncertified = await sign(owner6, created.proposalId, { signName: '马建国' });
    expect(uncertified.statusCode).toBe(403);
    expect(bodyOf(uncertified).message).toBe(PROPOSAL_MESSAGES.notCertifiedOwner);
    expect((await sign(director, created.proposalId, { signName: '王' })).statusCode).toBe(401);
    expect(
      (
        await post(ctx, '/v1/owner/proposal/sign', {
          proposalId: created.proposalId,
          signType: 'TYPED_NAME',
          signName: '陈建国',
        })
      ).statusCode,
    ).toBe(401);

    const db = ctx.db.handle.db;
    const [xfl] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'XFL001'));
    const [foreign] = await db
      .insert(proposals)
      .values({
        proposalCode: 'PFOREIGN01',
        communityId: xfl?.id ?? 0,
        title: '幸福里提案',
        proposalType: 'OTHER',
        content: '<p>x</p>',
        startDate: new Date(iso(-DAY)),
        endDate: new Date(iso(DAY)),
        creatorType: 'STAFF',
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning();
    expect((await sign(owner1, foreign?.proposalCode ?? '', { signName: '陈建国' })).statusCode).toBe(404);
    expect(
      (await get(ctx, `/v1/owner/proposal/info?proposalId=${foreign?.proposalCode}`, { token: owner1 }))
        .statusCode,
    ).toBe(404);

    const notStarted = await create({ startDate: iso(DAY), endDate: iso(2 * DAY) });
    const early = await sign(owner1, notStarted.proposalId, { signName: '陈建国' });
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe(PROPOSAL_MESSAGES.notStarted);

    const ending = await create({ endDate: iso(HOUR) });
    ctx.clock.advance(2 * 3600);
    const late = await sign(owner1, ending.proposalId, { signName: '陈建国' });
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe(PROPOSAL_MESSAGES.signEnded);
    const ended = await post(
      ctx,
      '/v1/proposal/update',
      body({ proposalId: ending.proposalId, endDate: iso(DAY) }),
      {
        token: director,
      },
    );
    expect(ended.statusCode).toBe(409);
    expect(bodyOf(ended).message).toBe(PROPOSAL_MESSAGES.ended);
    const rows = await db
      .select()
      .from(proposalFills)
      .innerJoin(proposals, eq(proposals.id, proposalFills.proposalId))
      .where(eq(proposals.proposalCode, ending.proposalId));
    expect(rows).toHaveLength(0);
  });
});

describe('owner motions', () => {
  it('lets a certified owner create when the community allows owner motions, and no one else', async () => {
    const response = await post(ctx, '/v1/owner/proposal/create', body({ title: '业主提议增设充电桩' }), {
      token: owner1,
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<OwnerProposalInfoDto>(response).data).toMatchObject({
      creatorType: 'OWNER',
      canSign: true,
    });

    const before = await proposalCount();
    expect((await post(ctx, '/v1/owner/proposal/create', body(), { token: owner6 })).statusCode).toBe(403);
    expect(
      (await post(ctx, '/v1/owner/proposal/create', body({ content: '' }), { token: owner1 })).statusCode,
    ).toBe(400);
    const db = ctx.db.handle.db;
    await db
      .update(communities)
      .set({ allowOwnerMotion: 'NO' })
      .where(eq(communities.communityInfoCode, 'YGHY001'));
    const closed = await post(ctx, '/v1/owner/proposal/create', body(), { token: owner1 });
    expect(closed.statusCode).toBe(403);
    expect(bodyOf(closed).message).toBe(PROPOSAL_MESSAGES.ownerMotionClosed);
    await db
      .update(communities)
      .set({ allowOwnerMotion: 'YES' })
      .where(eq(communities.communityInfoCode, 'YGHY001'));
    expect(await proposalCount()).toBe(before);
  });
});

describe('listByNoIntention', () => {
  it('leaves out proposals a questionnaire names', async () => {
    const free = await create({ title: '未关联问卷' });
    const linked = await create({ title: '已关联问卷' });
    const db = ctx.db.handle.db;
    const [yghy] = await db.select().from(communities).where(eq(communities.communityInfoCode, 'YGHY001'));
    const now = ctx.clock.now();
    await db.execute(
      sql.raw(`insert into intention_solicitations (solicitation_code, community_id, title, relation_proposal_id, created_at, updated_at)
       values ('QLINK01', ${yghy?.id}, '问卷', '${linked.proposalId}', '${now.toISOString()}', '${now.toISOString()}')`),
    );
    const list = bodyOf<{ proposalId: string; relationIntention: boolean }[]>(
      await get(ctx, '/v1/proposal/listByNoIntention?communityInfoCode=YGHY001', { token: director }),
    ).data;
    const ids = list.map((item) => item.proposalId);
    expect(ids).toContain(free.proposalId);
    expect(ids).not.toContain(linked.proposalId);
    const info = bodyOf<ProposalInfoDto>(
      await get(ctx, `/v1/proposal/info?communityInfoCode=YGHY001&proposalId=${linked.proposalId}`, {
        token: director,
      }),
    ).data;
    expect(info.relationIntention).toBe(true);
    expect((await get(ctx, '/v1/proposal/listByNoIntention?communityInfoCode=YGHY001')).statusCode).toBe(401);
  });
});

describe('generateFillPdf', () => {
  it('queues a download job that renders the signed proposal PDF', async () => {
    const created = await create({ title: '生成PDF的提案' });
    expect((await sign(owner1, created.proposalId, { signName: '陈建国' })).statusCode).toBe(200);
    const image = await upload(ctx, owner3, 'sig.png', await pngBytes(300, 100), {
      uploadType: 'TX_NO_WATER_TAG',
    });
    await post(ctx, '/v1/api/cos/completeUpload', { attachmentId: image.attachmentId }, { token: owner3 });
    expect(
      (await sign(owner3, created.proposalId, { signType: 'HANDWRITTEN', signImage: image.attachmentId }))
        .statusCode,
    ).toBe(200);

    const queued = await post(
      ctx,
      '/v1/proposal/generateFillPdf',
      { communityInfoCode: 'YGHY001', proposalId: created.proposalId },
      { token: property },
    );
    expect(queued.statusCode).toBe(200);
    const job = bodyOf<DownloadJobDto>(queued).data;
    expect(job).toMatchObject({ status: 'TO_BE_GENERATED', kindName: '提案签名PDF' });
    expect(job.fileName).toMatch(/^阳光花园-提案签名-\d{8}\.pdf$/);
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const done = bodyOf<DownloadJobDto>(
      await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: property }),
    ).data;
    expect(done.status).toBe('SUCCESS_GENERATED');
    const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, {
      token: property,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBeGreaterThan(5000);

    expect(
      (
        await post(
          ctx,
          '/v1/proposal/generateFillPdf',
          { communityInfoCode: 'YGHY001', proposalId: 'PNOPE' },
          {
            token: director,
          },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          ctx,
          '/v1/proposal/generateFillPdf',
          { communityInfoCode: 'YGHY001' },
          {
            token: director,
          },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(ctx, '/v1/proposal/generateFillPdf', {
          communityInfoCode: 'YGHY001',
          proposalId: created.proposalId,
        })
      ).statusCode,
    ).toBe(401);
  });
});
