import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../src/db/schema';
import { govJoinProofs, govJoinRecords } from '../src/db/tables/gov-organize';
import { createJoinApplyService } from '../src/modules/gov-organize/join-apply-service';
import { createGovOrganizeRepository } from '../src/modules/gov-organize/repository';
import { exeBytes, PDF_BYTES, pngBytes, upload } from './support/file-fixtures';
import { joinApplication, submitJoin, uploadJoinProof } from './support/gov-join';
import {
  bodyOf,
  createTestContext,
  get,
  post,
  sendCode,
  type TestContext,
  tokenFor,
} from './support/test-app';

/**
 * The public join form (docs/contracts/government.md "Join form"): govJoinRecord/presignProof,
 * govJoinRecord/submit with the SMS code and proofs, the duplicate rule, and the operators' read of
 * a proof (govJoinRecord/proofDownload).
 */

let ctx: TestContext;
let operator: string;
let streetStaff: string;
let director: string;
let property: string;

type Item = {
  joinRecordId: string;
  organizeName: string;
  state: string;
  region: string;
  province: string;
  city: string;
  district: string;
  street: string;
  community: string;
  proofs: { attachmentId: string; sourceName: string; contentType: string; size: number }[];
};

async function countRows() {
  const db = ctx.db.handle.db;
  return {
    records: (await db.select().from(govJoinRecords)).length,
    proofs: (await db.select().from(govJoinProofs)).length,
  };
}

async function listed(joinRecordId: string): Promise<Item | undefined> {
  const page = bodyOf<{ list: Item[] }>(
    await get(ctx, '/v1/govJoinRecord/list?size=100', { token: operator }),
  ).data;
  return page.list.find((item) => item.joinRecordId === joinRecordId);
}

const submit = (body: Record<string, unknown>, ip?: string) =>
  post(ctx, '/v1/govJoinRecord/submit', body, ip ? { ip } : {});

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await tokenFor(ctx, '13800000009');
  streetStaff = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  director = await tokenFor(ctx, '13800000001');
  property = await tokenFor(ctx, '13800000003');
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('govJoinRecord/submit', () => {
  it('stores an application with its place, region and proof once the code and proof are right', async () => {
    const mobile = '13612345001';
    const code = await sendCode(ctx, mobile);
    const pdf = await uploadJoinProof(ctx, mobile, code, '街道公函.pdf');
    const png = await uploadJoinProof(ctx, mobile, code, '工作证.png', await pngBytes());
    const response = await submit({
      ...joinApplication({ mobile, district: '南山 区' }),
      verificationCode: code,
      proofAttachmentIds: [pdf, png],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf(response).message).toBe('提交成功，我们将在2个工作日内与您联系');
    const id = bodyOf<{ joinRecordId: string }>(response).data.joinRecordId;
    const [row] = await ctx.db.handle.db
      .select()
      .from(govJoinRecords)
      .where(eq(govJoinRecords.joinRecordCode, id));
    expect(row).toMatchObject({
      organizeName: '前海街道办事处',
      level: 'STREET',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      street: '前海街道',
      community: '',
      region: '广东省深圳市南山区前海街道',
      position: '党建办主任',
      mobile,
      state: 'PENDING',
    });
    const item = await listed(id);
    expect(item).toMatchObject({ province: '广东省', street: '前海街道', community: '' });
    expect(item?.proofs.map((proof) => [proof.attachmentId, proof.sourceName, proof.contentType])).toEqual([
      [pdf, '街道公函.pdf', 'application/pdf'],
      [png, '工作证.png', 'image/png'],
    ]);
    // The code was spent: it cannot send a second form.
    const again = await submit({
      ...joinApplication({ mobile, street: '蛇口街道' }),
      verificationCode: code,
      proofAttachmentIds: [pdf],
    });
    expect(again.statusCode).toBe(400);
    expect(bodyOf(again).message).toBe('验证码错误');
  });

  it('refuses a wrong or missing code and writes nothing', async () => {
    const mobile = '13612345002';
    const code = await sendCode(ctx, mobile);
    const proof = await uploadJoinProof(ctx, mobile, code);
    const before = await countRows();
    const wrong = code === '000000' ? '111111' : '000000';
    const cases: [Record<string, unknown>, string][] = [
      [{ verificationCode: wrong }, '验证码错误'],
      [{ verificationCode: '12' }, '请输入正确的验证码'],
      [{ verificationCode: undefined }, '请输入正确的验证码'],
    ];
    for (const [patch, message] of cases) {
      const response = await submit({
        ...joinApplication({ mobile, street: '沙河街道', organizeName: '沙河街道办事处' }),
        proofAttachmentIds: [proof],
        ...patch,
      });
      expect(response.statusCode, message).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    expect(await countRows()).toEqual(before);
    // A phone with no code sent at all.
    const stranger = await submit({
      ...joinApplication({ mobile: '13612349999', street: '沙河街道' }),
      verificationCode: '123456',
      proofAttachmentIds: [proof],
    });
    expect(bodyOf(stranger).message).toBe('验证码错误');
    expect(await countRows()).toEqual(before);
  });

  it('refuses bad input with the field message and writes nothing', async () => {
    const before = await countRows();
    const base = { ...joinApplication(), verificationCode: '123456', proofAttachmentIds: ['A1'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, level: 'CITY' }, '请选择单位类型'],
      [{ ...base, province: ' ' }, '请填写省份'],
      [{ ...base, city: '' }, '请填写城市'],
      [{ ...base, district: '' }, '请填写区县'],
      [{ ...base, street: '' }, '请填写街道名称'],
      [{ ...base, level: 'COMMUNITY', community: '' }, '请填写社区名称'],
      [{ ...base, level: 'COMMUNITY', community: undefined }, '请填写社区名称'],
      [{ ...base, organizeName: '' }, '请填写单位名称'],
      [{ ...base, contactName: '' }, '请填写联系人'],
      [{ ...base, position: '' }, '请填写职务'],
      [{ ...base, mobile: '123' }, '请输入正确的手机号'],
      [{ ...base, proofAttachmentIds: [] }, '请上传公函或工作证明'],
      [{ ...base, proofAttachmentIds: undefined }, '请上传公函或工作证明'],
      [{ ...base, proofAttachmentIds: ['1', '2', '3', '4', '5', '6'] }, '公函或工作证明最多上传5个文件'],
      [{ ...base, remark: '备'.repeat(501) }, '备注不能超过500个字符'],
    ];
    for (const [body, message] of cases) {
      const response = await submit(body);
      expect(response.statusCode, message).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    expect(await countRows()).toEqual(before);
  });

  it("refuses proofs that are not this phone's unused uploads, and keeps the code for a retry", async () => {
    const mobile = '13612345003';
    const other = '13612345004';
    const otherCode = await sendCode(ctx, other);
    const othersProof = await uploadJoinProof(ctx, other, otherCode);
    const code = await sendCode(ctx, mobile);
    const workbenchFile = (await upload(ctx, director, '备案.pdf', PDF_BYTES)).attachmentId;
    const before = await countRows();
    const application = joinApplication({ mobile, street: '粤海街道', organizeName: '粤海街道办事处' });
    for (const ids of [[othersProof], [workbenchFile], ['A-NOT-THERE']]) {
      const response = await submit({ ...application, verificationCode: code, proofAttachmentIds: ids });
      expect(response.statusCode, ids.join()).toBe(400);
      expect(bodyOf(response).message).toBe('公函或工作证明无效或已被使用，请重新上传');
    }
    expect(await countRows()).toEqual(before);
    // The refusals did not spend the code: the same code sends the form with the phone's own proof.
    const own = await uploadJoinProof(ctx, mobile, code);
    const sent = await submit({ ...application, verificationCode: code, proofAttachmentIds: [own] });
    expect(sent.statusCode, sent.body).toBe(200);
    // A proof an application took is not taken again, even by the same phone.
    const nextCode = await sendCode(ctx, mobile);
    const reused = await submit({
      ...joinApplication({ mobile, street: '西丽街道' }),
      verificationCode: nextCode,
      proofAttachmentIds: [own],
    });
    expect(reused.statusCode).toBe(400);
    expect(bodyOf(reused).message).toBe('公函或工作证明无效或已被使用，请重新上传');
  });

  it('refuses a second application for the same unit while one waits or after it joined', async () => {
    const place = {
      level: 'COMMUNITY',
      street: '招商街道',
      community: '花果山社区',
      organizeName: '花果山社区居委会',
    };
    const first = await submitJoin(ctx, { ...place, mobile: '13612345005' });
    expect(first.statusCode, first.body).toBe(200);
    const firstId = bodyOf<{ joinRecordId: string }>(first).data.joinRecordId;
    const before = await countRows();
    // The same place written with a space is the same unit, from another phone too.
    const pending = await submitJoin(ctx, { ...place, community: '花果山 社区', mobile: '13612345006' });
    expect(pending.statusCode).toBe(409);
    expect(bodyOf(pending).message).toBe('该单位已提交入驻申请，请勿重复提交');
    // A street of the same name is another unit (another level).
    expect((await submitJoin(ctx, { street: '招商街道', mobile: '13612345007' })).statusCode).toBe(200);
    expect((await countRows()).records).toBe(before.records + 1);

    const units = await get(ctx, '/v1/govUnit/list', { token: operator });
    const streetCode = bodyOf<{ streetCode: string }[]>(units).data[0]?.streetCode;
    const approved = await post(
      ctx,
      '/v1/govJoinRecord/review',
      { joinRecordId: firstId, decision: 'APPROVE', parentStreetCode: streetCode },
      { token: operator },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const joined = await submitJoin(ctx, { ...place, mobile: '13612345008' });
    expect(joined.statusCode).toBe(409);
    expect(bodyOf(joined).message).toBe('该单位已入驻平台');

    // A refused application does not stand in the way of a new one.
    const refusedPlace = { street: '桃源街道', organizeName: '桃源街道办事处' };
    const refusedId = bodyOf<{ joinRecordId: string }>(
      await submitJoin(ctx, { ...refusedPlace, mobile: '13612345009' }),
    ).data.joinRecordId;
    const refused = await post(
      ctx,
      '/v1/govJoinRecord/review',
      { joinRecordId: refusedId, decision: 'REFUSE', reviewRemark: '材料不清晰' },
      { token: operator },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await submitJoin(ctx, { ...refusedPlace, mobile: '13612345009' })).statusCode).toBe(200);
  });

  it('limits the rate per address, bad submissions included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await submit({ ...joinApplication(), verificationCode: '1' }, '10.200.0.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });
});

describe('govJoinRecord/presignProof', () => {
  it('signs a private upload with no owner for a phone with its right code, and only then', async () => {
    const mobile = '13612345010';
    const code = await sendCode(ctx, mobile);
    const proofsBefore = (await countRows()).proofs;
    const wrong = await post(ctx, '/v1/govJoinRecord/presignProof', {
      mobile,
      verificationCode: code === '000000' ? '111111' : '000000',
      sourceName: '公函.pdf',
      size: PDF_BYTES.length,
    });
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong).message).toBe('验证码错误');
    const cases: [Record<string, unknown>, string][] = [
      [{ sourceName: '公函.docx' }, '公函或工作证明只能上传图片或PDF文件'],
      [{ sourceName: '公函.svg' }, '公函或工作证明只能上传图片或PDF文件'],
      [{ sourceName: '../公函.pdf' }, '文件名不合法：不能包含路径或控制字符，且不能超过255个字符'],
      [{ size: 20_971_521 }, '文件大小不能超过20MB'],
      [{ size: 0 }, '不能上传空文件'],
    ];
    for (const [patch, message] of cases) {
      const response = await post(ctx, '/v1/govJoinRecord/presignProof', {
        mobile,
        verificationCode: code,
        sourceName: '公函.pdf',
        size: PDF_BYTES.length,
        ...patch,
      });
      expect(response.statusCode, message).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    expect((await countRows()).proofs).toBe(proofsBefore);

    const id = await uploadJoinProof(ctx, mobile, code);
    const [row] = await ctx.db.handle.db.select().from(attachments).where(eq(attachments.attachmentId, id));
    expect(row).toMatchObject({ uploaderUserId: null, communityId: null, isPublic: 'NO', status: 'READY' });
    // A renamed executable is refused by its bytes like every upload.
    const signed = await post(ctx, '/v1/govJoinRecord/presignProof', {
      mobile,
      verificationCode: code,
      sourceName: '公函.pdf',
      size: exeBytes().length,
    });
    expect(signed.statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: bodyOf<{ url: string }>(signed).data.url,
      payload: exeBytes(),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(400);
  });
});

describe('the phone code of the join form', () => {
  it('a wrong code at upload counts against the five tries: after them the right code is dead too', async () => {
    const mobile = '13612345040';
    const code = await sendCode(ctx, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const presign = (verificationCode: string) =>
      post(ctx, '/v1/govJoinRecord/presignProof', {
        mobile,
        verificationCode,
        sourceName: '公函.pdf',
        size: PDF_BYTES.length,
      });
    for (let i = 0; i < 5; i++) expect((await presign(wrong)).statusCode).toBe(400);
    const dead = await presign(code);
    expect(dead.statusCode).toBe(400);
    expect(bodyOf(dead).message).toBe('验证码错误');
  });
});

describe('govJoinRecord/proofDownload', () => {
  let recordId: string;
  let proofId: string;

  beforeAll(async () => {
    const mobile = '13612345020';
    const code = await sendCode(ctx, mobile);
    proofId = await uploadJoinProof(ctx, mobile, code, '公函.pdf');
    const response = await submit({
      ...joinApplication({ mobile, street: '南头街道', organizeName: '南头街道办事处' }),
      verificationCode: code,
      proofAttachmentIds: [proofId],
    });
    recordId = bodyOf<{ joinRecordId: string }>(response).data.joinRecordId;
  });

  const proofUrl = (joinRecordId: string, attachmentId: string) =>
    `/v1/govJoinRecord/proofDownload?joinRecordId=${joinRecordId}&attachmentId=${attachmentId}`;

  it('serves an application proof to operators, never to a session token in the query', async () => {
    const response = await get(ctx, proofUrl(recordId, proofId), { token: operator });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const inQuery = await get(ctx, `${proofUrl(recordId, proofId)}&token=${operator}`);
    expect(inQuery.statusCode).toBe(401);
  });

  it('is for operators only; a proof of another application is 404', async () => {
    const staff = await get(ctx, proofUrl(recordId, proofId), { token: streetStaff });
    expect(staff.statusCode).toBe(403);
    expect(bodyOf(staff).message).toBe('该功能仅限平台运营人员使用');
    expect((await get(ctx, proofUrl(recordId, proofId), { token: property })).statusCode).toBe(403);
    expect((await get(ctx, proofUrl(recordId, proofId))).statusCode).toBe(401);
    const otherMobile = '13612345021';
    const otherCode = await sendCode(ctx, otherMobile);
    const loose = await uploadJoinProof(ctx, otherMobile, otherCode);
    const notItsProof = await get(ctx, proofUrl(recordId, loose), { token: operator });
    expect(notItsProof.statusCode).toBe(404);
    expect(bodyOf(notItsProof).message).toBe('证明材料不存在');
    expect((await get(ctx, proofUrl('GJ-NOPE', proofId), { token: operator })).statusCode).toBe(404);
  });

  it('the file routes serve a taken proof to operators only (the join review’s rule) and never publicly', async () => {
    const [row] = await ctx.db.handle.db
      .select()
      .from(attachments)
      .where(eq(attachments.attachmentId, proofId));
    const byOperator = await get(ctx, `/v1/api/cos/download?attachmentId=${proofId}`, { token: operator });
    expect(byOperator.statusCode).toBe(200);
    for (const token of [streetStaff, property]) {
      const response = await get(ctx, `/v1/api/cos/download?attachmentId=${proofId}`, { token });
      expect(response.statusCode).toBe(404);
    }
    const pub = await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${row?.pubAttachmentId}`);
    expect(pub.statusCode).toBe(404);
  });
});

describe('untaken proofs', () => {
  it('go a day after their upload, bytes too; proofs an application took stay', async () => {
    const removedKeys: string[] = [];
    const unused = () => {
      throw new Error('not used by the purge');
    };
    const service = createJoinApplyService({
      repo: createGovOrganizeRepository(ctx.db.handle.db),
      clock: ctx.clock,
      smsCodes: { checkCode: unused, verifyCode: unused },
      uploads: { presignAnonymous: unused, complete: unused },
      downloads: { grantedDownload: unused },
      storage: { remove: async (key) => void removedKeys.push(key) },
      requireOperator: unused,
    });
    const mobile = '13612345030';
    const code = await sendCode(ctx, mobile);
    const stale = await uploadJoinProof(ctx, mobile, code, '旧公函.pdf');
    const taken = (await ctx.db.handle.db.select().from(govJoinProofs)).filter(
      (row) => row.joinRecordId !== null,
    );
    expect(taken.length).toBeGreaterThan(0);
    ctx.clock.advance(24 * 3600 + 1);
    const fresh = await uploadJoinProof(ctx, mobile, await sendCode(ctx, mobile), '新公函.pdf');
    const attachmentRow = async (id: string) =>
      (await ctx.db.handle.db.select().from(attachments).where(eq(attachments.attachmentId, id)))[0];
    const staleKey = (await attachmentRow(stale))?.objectKey;

    const purged = await service.purgeUntakenProofs();
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(removedKeys).toContain(staleKey);
    expect(await attachmentRow(stale)).toBeUndefined();
    expect(await attachmentRow(fresh)).toBeDefined();
    const left = await ctx.db.handle.db.select().from(govJoinProofs);
    // Every proof an application took is still there, with its attachment.
    for (const row of taken) expect(left.some((proof) => proof.id === row.id)).toBe(true);
  });
});
