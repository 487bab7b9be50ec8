import type { OwnerProposalInfoDto } from '@gongzhi/domain/proposal/proposal-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../src/db/tables/proposal';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** Owners change and withdraw their own motions (ours; docs/contracts/proposal.md). */

let ctx: TestContext;
let director: string;
let owner1: string;
let owner2: string;

const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
}, 60_000);
afterAll(async () => ctx?.close());

const iso = (offsetMs: number) => new Date(ctx.clock.now().getTime() + offsetMs).toISOString();

function fields(overrides: Record<string, unknown> = {}) {
  return {
    title: '业主提议增设电动车充电桩',
    proposalType: 'OTHER',
    content: '<p>建议在地下车库增设充电桩。</p>',
    startDate: iso(HOUR),
    endDate: iso(7 * DAY),
    ...overrides,
  };
}

async function ownerMotion(token = owner1, overrides: Record<string, unknown> = {}) {
  const response = await post(
    ctx,
    '/v1/owner/proposal/create',
    { communityInfoCode: 'YGHY001', ...fields(overrides) },
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<OwnerProposalInfoDto>(response).data;
}

const update = (token: string, proposalId: string, overrides: Record<string, unknown> = {}) =>
  post(ctx, '/v1/owner/proposal/update', { proposalId, ...fields(overrides) }, { token });
const remove = (token: string, proposalId: string) =>
  post(ctx, '/v1/owner/proposal/delete', { proposalId }, { token });
const info = async (token: string, proposalId: string) =>
  bodyOf<OwnerProposalInfoDto>(await get(ctx, `/v1/owner/proposal/info?proposalId=${proposalId}`, { token }))
    .data;
const stored = async (proposalId: string) =>
  (await ctx.db.handle.db.select().from(proposals).where(eq(proposals.proposalCode, proposalId)))[0];

describe('owners editing their own motions', () => {
  it('changes text, dates and materials, sanitising the text', async () => {
    const created = await ownerMotion();
    expect(created).toMatchObject({ mine: true, canEdit: true, canDelete: true, creatorType: 'OWNER' });
    const plan = await upload(ctx, owner1, '充电桩位置图.pdf', PDF_BYTES);
    const response = await update(owner1, created.proposalId, {
      title: '业主提议增设充电桩（修订）',
      content: '<p>建议增设20个充电桩。</p><script>alert(1)</script>',
      materialAttachments: [plan.attachmentId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = bodyOf<OwnerProposalInfoDto>(response).data;
    expect(changed.title).toBe('业主提议增设充电桩（修订）');
    expect(changed.content).not.toContain('script');
    expect(changed.materialAttachments.map((file) => file.sourceName)).toEqual(['充电桩位置图.pdf']);
    expect((await stored(created.proposalId))?.creatorType).toBe('OWNER');
  });

  // Dates are computed when the test runs: the fake clock exists only then.
  it.each<[string, () => Record<string, unknown>, string]>([
    ['an empty text', () => ({ content: '<p> </p>' }), '请输入内容'],
    ['a title over 100 characters', () => ({ title: '长'.repeat(101) }), '提案标题不能超过100个字符'],
    [
      'a start after the end',
      () => ({ startDate: iso(3 * DAY), endDate: iso(DAY) }),
      '开始时间须早于结束时间',
    ],
    [
      'an end in the past',
      () => ({ startDate: iso(-3 * DAY), endDate: iso(-DAY) }),
      '结束时间不能早于当前时间',
    ],
    ['a file never uploaded', () => ({ materialAttachments: ['A-NOPE'] }), '文件上传失败'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, message) => {
    const created = await ownerMotion();
    const response = await update(owner1, created.proposalId, overrides());
    expect(response.statusCode, response.body).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect((await stored(created.proposalId))?.title).toBe('业主提议增设电动车充电桩');
  });

  it('refuses someone else’s proposal with 403, a staff proposal with 403 and an unknown one with 404', async () => {
    const created = await ownerMotion();
    const other = await update(owner2, created.proposalId, { title: '别人改的' });
    expect(other.statusCode).toBe(403);
    expect(bodyOf(other).message).toBe('只能修改或删除自己发起的提案');
    expect((await remove(owner2, created.proposalId)).statusCode).toBe(403);
    expect(await info(owner2, created.proposalId)).toMatchObject({
      mine: false,
      canEdit: false,
      canDelete: false,
    });
    expect((await stored(created.proposalId))?.title).toBe('业主提议增设电动车充电桩');

    const staff = await post(
      ctx,
      '/v1/proposal/create',
      { communityInfoCode: 'YGHY001', ...fields({ title: '工作组的提案' }) },
      { token: director },
    );
    const staffId = bodyOf<{ proposalId: string }>(staff).data.proposalId;
    expect((await update(owner1, staffId)).statusCode).toBe(403);
    expect((await remove(owner1, staffId)).statusCode).toBe(403);
    expect((await update(owner1, 'PNOPE')).statusCode).toBe(404);
    expect((await remove(owner1, 'PNOPE')).statusCode).toBe(404);
    expect((await update(director, created.proposalId)).statusCode).toBe(401);
    expect((await post(ctx, '/v1/owner/proposal/delete', {}, { token: owner1 })).statusCode).toBe(400);
  });

  it('refuses changes and deletion once an owner signed (409), and changes after the end', async () => {
    const signed = await ownerMotion(owner1, { startDate: iso(-HOUR) });
    const signing = await post(
      ctx,
      '/v1/owner/proposal/sign',
      { proposalId: signed.proposalId, signType: 'TYPED_NAME', signName: '林建国' },
      { token: owner2 },
    );
    expect(signing.statusCode, signing.body).toBe(200);
    expect(await info(owner1, signed.proposalId)).toMatchObject({ canEdit: false, canDelete: false });
    const change = await update(owner1, signed.proposalId, { title: '签名后修改' });
    expect(change.statusCode).toBe(409);
    expect(bodyOf(change).message).toBe('已有业主签名，不能修改或删除提案');
    expect((await remove(owner1, signed.proposalId)).statusCode).toBe(409);
    expect(await stored(signed.proposalId)).toBeDefined();

    const ending = await ownerMotion(owner1, { startDate: iso(-HOUR), endDate: iso(HOUR) });
    ctx.clock.advance(2 * HOUR);
    owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    const late = await update(owner1, ending.proposalId, { startDate: iso(HOUR), endDate: iso(DAY) });
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe('提案已结束，不能修改');
    expect(await info(owner1, ending.proposalId)).toMatchObject({ canEdit: false, canDelete: true });
  });

  it('deletes an unsigned motion of one’s own', async () => {
    const created = await ownerMotion();
    const response = await remove(owner1, created.proposalId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(created.proposalId)).toBeUndefined();
    expect(
      (await get(ctx, `/v1/owner/proposal/info?proposalId=${created.proposalId}`, { token: owner1 }))
        .statusCode,
    ).toBe(404);
  });
});
