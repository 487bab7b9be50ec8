import { ERROR_CODES } from '@gongzhi/domain/common/error-codes';
import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { govStaff, users } from '../src/db/schema';
import { govBasicSettings, govCertifications } from '../src/db/tables/gov-settings';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

const UNCERTIFIED = '13800000007';
const STREET = '13800000006';
const COMMUNITY_GOV = '13800000005';
const OPERATOR = '13800000009';
const DIRECTOR = '13800000001';
const PROPERTY = '13800000003';

function idNumber(seq: number): string {
  const first17 = `11010519900307${String(seq).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

let ctx: TestContext;
let applicant: string;
let street: string;
let communityGov: string;
let operator: string;
let director: string;
let property: string;

async function staffState(mobile: string) {
  const db = ctx.db.handle.db;
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  const [staff] = await db
    .select()
    .from(govStaff)
    .where(eq(govStaff.userId, user?.id ?? 0));
  return { user, staff };
}

async function proofFile(token: string, uploadType = 'TX_GOV_INFORMATION') {
  return (await upload(ctx, token, '工作证明.pdf', PDF_BYTES, { uploadType })).attachmentId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  applicant = await tokenFor(ctx, UNCERTIFIED, { adminOwnerType: 'GOV' });
  street = await tokenFor(ctx, STREET, { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, COMMUNITY_GOV, { adminOwnerType: 'GOV' });
  operator = await tokenFor(ctx, OPERATOR);
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
});

afterAll(async () => {
  await ctx.close();
});

describe('government certification', () => {
  it('info shows NO, the read-only office address and no verified identity', async () => {
    const response = await get(ctx, '/v1/govAuth/info', { token: applicant });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toMatchObject({
      hasGovAuth: 'NO',
      realNameVerified: 'NO',
      cardNo: null,
      streetName: '南山街道',
      govCommunityName: '桃源社区',
      communityAddress: '南山街道桃源社区',
    });
  });

  it('calls need a government session: 401 without, 401 for a community session', async () => {
    expect((await get(ctx, '/v1/govAuth/info')).statusCode).toBe(401);
    expect((await get(ctx, '/v1/govAuth/info', { token: director })).statusCode).toBe(401);
  });

  it('checkRealName refuses a wrong name + ID pair with the spec message', async () => {
    const wrong = await post(
      ctx,
      '/v1/govAuth/checkRealName',
      { name: '错名字', cardNo: idNumber(1), cardType: 'RESIDENT_ID_CARD' },
      { token: applicant },
    );
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong).message).toBe('请检查身份证号和姓名是否正确');
    const bad = await post(
      ctx,
      '/v1/govAuth/checkRealName',
      { name: '周敏', cardNo: '123' },
      { token: applicant },
    );
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toBe('请输入正确的身份证号');
    const okay = await post(
      ctx,
      '/v1/govAuth/checkRealName',
      { name: '周敏', cardNo: idNumber(1) },
      { token: applicant },
    );
    expect(okay.statusCode).toBe(200);
  });

  it('checkRealName answers an ID bound to another user with the catalogue code 534 (SPEC §8)', async () => {
    // Another user (the property manager) holds this ID.
    const held = idNumber(40);
    await ctx.db.handle.db.update(users).set({ cardNo: held }).where(eq(users.mobile, PROPERTY));
    const bound = await post(
      ctx,
      '/v1/govAuth/checkRealName',
      { name: '周敏', cardNo: held, cardType: 'RESIDENT_ID_CARD' },
      { token: applicant },
    );
    expect(bound.statusCode).toBe(409);
    expect(bodyOf(bound)).toEqual({
      code: ERROR_CODES.idCardBound,
      message: MESSAGES.idCardBound,
      data: null,
    });
    expect(ERROR_CODES.idCardBound).toBe(534);
  });

  it('submit refuses bad input and changes nothing', async () => {
    const proof = await proofFile(applicant);
    const base = {
      fillOwnerName: '周敏',
      fillCardNo: idNumber(1),
      position: '社区网格员',
      proveFileIds: [proof],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, proveFileIds: [] }, '请上传工作证明'],
      [{ ...base, position: ' ' }, '请填写职务'],
      [{ ...base, fillOwnerName: '名'.repeat(101) }, '姓名不能超过100个字符'],
      [{ ...base, fillCardNo: '110105199003071234' }, '请输入正确的身份证号'],
      [{ ...base, fillOwnerName: '错名' }, '请检查身份证号和姓名是否正确'],
      [{ ...base, proveFileIds: ['Anothing'] }, '工作证明文件不存在，请重新上传'],
    ];
    for (const [body, message] of cases) {
      const response = await post(ctx, '/v1/govAuth/submit', body, { token: applicant });
      expect(response.statusCode, message).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    // A proof uploaded by someone else, or under another upload type, is refused too.
    const foreign = await proofFile(street);
    const otherType = await proofFile(applicant, 'TX_VOTING');
    for (const id of [foreign, otherType]) {
      const response = await post(
        ctx,
        '/v1/govAuth/submit',
        { ...base, proveFileIds: [id] },
        { token: applicant },
      );
      expect(response.statusCode).toBe(400);
    }
    const { staff } = await staffState(UNCERTIFIED);
    expect(staff?.hasGovAuth).toBe('NO');
    expect(
      await ctx.db.handle.db
        .select()
        .from(govCertifications)
        .where(eq(govCertifications.userId, staff?.userId ?? 0)),
    ).toEqual([]);
  });

  it('the proof upload takes up to 100 MB and refuses more', async () => {
    const over = await post(
      ctx,
      '/v1/api/cos/generatePresignedUrl',
      { sourceName: '证明.pdf', uploadType: 'TX_GOV_INFORMATION', size: 104_857_601 },
      { token: applicant },
    );
    expect(over.statusCode).toBe(400);
    expect(bodyOf(over).message).toBe('文件大小不能超过100MB');
    const exact = await post(
      ctx,
      '/v1/api/cos/generatePresignedUrl',
      { sourceName: '证明.pdf', uploadType: 'TX_GOV_INFORMATION', size: 104_857_600 },
      { token: applicant },
    );
    expect(exact.statusCode).toBe(200);
  });

  it('basic settings are closed until certified (403 with the spec warning)', async () => {
    const response = await get(
      ctx,
      '/v1/govBasicSettings/info?streetCode=ST-NANSHAN&govCommunityCode=GC-TAOYUAN',
      {
        token: applicant,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).message).toBe('请先完成政府认证');
  });

  let applicationId = '';

  it('submit moves NO → REVIEWING with the spec success message; a second submit is 409', async () => {
    const proof = await proofFile(applicant);
    const body = {
      fillOwnerName: '周敏',
      fillCardNo: idNumber(1),
      position: '社区网格员',
      proveFileIds: [proof],
    };
    const response = await post(ctx, '/v1/govAuth/submit', body, { token: applicant });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).message).toBe('提交成功，已收到您的申请，将在2个工作日内审核，节假日可能顺延');
    expect(bodyOf(response).data).toEqual({
      hasGovAuth: 'REVIEWING',
      message: '提交成功，已收到您的申请，将在2个工作日内审核，节假日可能顺延',
    });
    const again = await post(ctx, '/v1/govAuth/submit', body, { token: applicant });
    expect(again.statusCode).toBe(409);
    const info = await get(ctx, '/v1/account/loginInfoToC?adminOwnerType=GOV', { token: applicant });
    expect(bodyOf<{ hasGovAuth: string }>(info).data.hasGovAuth).toBe('REVIEWING');
    const certified = await post(ctx, '/v1/govAuth/submit', body, { token: street });
    expect(certified.statusCode).toBe(409);
    expect(bodyOf(certified).message).toBe('您已完成政府认证');
  });

  it('only operators see and review applications (403 otherwise)', async () => {
    for (const token of [street, property]) {
      const list = await get(ctx, '/v1/govAuth/review/list', { token });
      expect(list.statusCode).toBe(403);
      expect(bodyOf(list).message).toBe('该功能仅限平台运营人员使用');
    }
    expect((await get(ctx, '/v1/govAuth/review/list')).statusCode).toBe(401);
    expect(bodyOf(await get(ctx, '/v1/govAuth/operator', { token: operator })).data).toEqual({
      isOperator: 'YES',
    });
    expect(bodyOf(await get(ctx, '/v1/govAuth/operator', { token: property })).data).toEqual({
      isOperator: 'NO',
    });
    const list = await get(ctx, '/v1/govAuth/review/list?state=REVIEWING', { token: operator });
    expect(list.statusCode).toBe(200);
    const page = bodyOf<{
      list: { applicationId: string; mobile: string; fillCardNo: string; proveFiles: unknown[] }[];
      total: number;
    }>(list).data;
    const mine = page.list.find((item) => item.mobile === UNCERTIFIED);
    expect(mine?.fillCardNo).toContain('*');
    expect(mine?.proveFiles).toHaveLength(1);
    // The demo's pending application (13800000008) is listed too.
    expect(page.list.some((item) => item.mobile === '13800000008')).toBe(true);
    applicationId = mine?.applicationId ?? '';
  });

  it('the operator can open the proof file; others cannot', async () => {
    const info = bodyOf<{ proveFiles: { attachmentId: string }[] }>(
      await get(ctx, `/v1/govAuth/review/info?applicationId=${applicationId}`, { token: operator }),
    ).data;
    const fileId = info.proveFiles[0]?.attachmentId ?? '';
    const file = await get(
      ctx,
      `/v1/govAuth/review/proofFile?applicationId=${applicationId}&attachmentId=${fileId}`,
      {
        token: operator,
      },
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    const refused = await get(
      ctx,
      `/v1/govAuth/review/proofFile?applicationId=${applicationId}&attachmentId=${fileId}`,
      {
        token: street,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await get(ctx, '/v1/govAuth/review/info?applicationId=GNOPE', { token: operator })).statusCode,
    ).toBe(404);
  });

  it('reject needs a reason; rejected users may apply again; approve makes them YES', async () => {
    const noReason = await post(
      ctx,
      '/v1/govAuth/review',
      { applicationId, state: 'REJECTED' },
      { token: operator },
    );
    expect(noReason.statusCode).toBe(400);
    expect(bodyOf(noReason).message).toBe('请填写驳回原因');
    const rejected = await post(
      ctx,
      '/v1/govAuth/review',
      { applicationId, state: 'REJECTED', rejectReason: '工作证明未盖章' },
      { token: operator },
    );
    expect(rejected.statusCode).toBe(200);
    expect((await staffState(UNCERTIFIED)).staff?.hasGovAuth).toBe('REJECTED');
    const twice = await post(
      ctx,
      '/v1/govAuth/review',
      { applicationId, state: 'APPROVE' },
      { token: operator },
    );
    expect(twice.statusCode).toBe(409);
    const info = bodyOf<{ hasGovAuth: string; rejectReason: string }>(
      await get(ctx, '/v1/govAuth/info', { token: applicant }),
    ).data;
    expect(info).toMatchObject({ hasGovAuth: 'REJECTED', rejectReason: '工作证明未盖章' });

    const proof = await proofFile(applicant);
    const body = {
      fillOwnerName: '周敏',
      fillCardNo: idNumber(1),
      position: '社区网格长',
      proveFileIds: [proof],
    };
    expect((await post(ctx, '/v1/govAuth/submit', body, { token: applicant })).statusCode).toBe(200);
    const list = bodyOf<{ list: { applicationId: string; mobile: string }[] }>(
      await get(ctx, '/v1/govAuth/review/list?state=REVIEWING', { token: operator }),
    ).data.list;
    const second = list.find((item) => item.mobile === UNCERTIFIED)?.applicationId ?? '';
    const approved = await post(
      ctx,
      '/v1/govAuth/review',
      { applicationId: second, state: 'APPROVE' },
      { token: operator },
    );
    expect(approved.statusCode).toBe(200);
    const { user, staff } = await staffState(UNCERTIFIED);
    expect(staff).toMatchObject({ hasGovAuth: 'YES', position: '社区网格长' });
    expect(user).toMatchObject({ ownerName: '周敏', cardNo: idNumber(1) });
    expect(user?.realNameAt).not.toBeNull();
    const after = bodyOf<{ hasGovAuth: string; realNameVerified: string; cardNo: string }>(
      await get(ctx, '/v1/govAuth/info', { token: applicant }),
    ).data;
    expect(after.hasGovAuth).toBe('YES');
    expect(after.realNameVerified).toBe('YES');
    expect(after.cardNo).toContain('*');
  });

  it('a verified user cannot change name or ID in an application', async () => {
    // Make the demo applicant 13800000008 rejected, then verified, then try another name.
    const list = bodyOf<{ list: { applicationId: string; mobile: string }[] }>(
      await get(ctx, '/v1/govAuth/review/list?state=REVIEWING', { token: operator }),
    ).data.list;
    const demo = list.find((item) => item.mobile === '13800000008')?.applicationId ?? '';
    await post(
      ctx,
      '/v1/govAuth/review',
      { applicationId: demo, state: 'REJECTED', rejectReason: '信息不全' },
      { token: operator },
    );
    const db = ctx.db.handle.db;
    await db
      .update(users)
      .set({ cardNo: idNumber(8), realNameAt: new Date() })
      .where(eq(users.mobile, '13800000008'));
    const token = await tokenFor(ctx, '13800000008', { adminOwnerType: 'GOV' });
    const proof = await proofFile(token);
    const changed = await post(
      ctx,
      '/v1/govAuth/submit',
      { fillOwnerName: '别人', fillCardNo: idNumber(9), position: '委员', proveFileIds: [proof] },
      { token },
    );
    expect(changed.statusCode).toBe(400);
    expect(bodyOf(changed).message).toBe('您已完成实名认证，姓名和身份证号不可修改');
    const info = bodyOf<{ cardNo: string; ownerName: string }>(
      await get(ctx, '/v1/govAuth/info', { token }),
    ).data;
    const same = await post(
      ctx,
      '/v1/govAuth/submit',
      { fillOwnerName: info.ownerName, fillCardNo: info.cardNo, position: '委员', proveFileIds: [proof] },
      { token },
    );
    expect(same.statusCode).toBe(200);
  });
});

describe('basic settings', () => {
  const query = '?streetCode=ST-NANSHAN&govCommunityCode=GC-TAOYUAN';
  const fields = {
    address: '南山区桃源路1号',
    serviceDate: '周一至周五 9:00-18:00',
    contactWay: '0755-26000000',
  };

  it('reads empty settings, saves and reads them back', async () => {
    const empty = await get(ctx, `/v1/govBasicSettings/info${query}`, { token: communityGov });
    expect(bodyOf(empty).data).toEqual({
      address: '',
      serviceDate: '',
      contactWay: '',
      isOpenYellowPage: 'NO',
    });
    const saved = await post(
      ctx,
      '/v1/govBasicSettings/save',
      { ...fields, isOpenYellowPage: 'YES', streetCode: 'ST-NANSHAN', govCommunityCode: 'GC-TAOYUAN' },
      { token: communityGov },
    );
    expect(saved.statusCode).toBe(200);
    const read = await get(ctx, `/v1/govBasicSettings/info${query}`, { token: communityGov });
    expect(bodyOf(read).data).toEqual({ ...fields, isOpenYellowPage: 'YES' });
    // The office address in the certification modal is the saved address.
    const info = bodyOf<{ communityAddress: string }>(
      await get(ctx, '/v1/govAuth/info', { token: communityGov }),
    ).data;
    expect(info.communityAddress).toBe('南山区桃源路1号');
  });

  it('refuses empty or long fields with 请填写{label} and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fields, address: '' }, '请填写地址'],
      [{ ...fields, serviceDate: '  ' }, '请填写服务时间'],
      [{ ...fields, contactWay: undefined }, '请填写联系电话'],
      [{ ...fields, address: '路'.repeat(101) }, '地址不能超过100个字符'],
    ];
    for (const [body, message] of cases) {
      const response = await post(
        ctx,
        '/v1/govBasicSettings/save',
        { ...body, streetCode: 'ST-NANSHAN', govCommunityCode: 'GC-TAOYUAN' },
        { token: communityGov },
      );
      expect(response.statusCode, message).toBe(400);
      expect(bodyOf(response).message).toBe(message);
    }
    const rows = await ctx.db.handle.db.select().from(govBasicSettings);
    expect(rows.map((row) => row.address)).toEqual(['南山区桃源路1号']);
  });

  it("another unit's settings are 404; street staff keep their own street settings", async () => {
    const other = await get(ctx, '/v1/govBasicSettings/info?streetCode=ST-OTHER', { token: communityGov });
    expect(other.statusCode).toBe(404);
    const streetOnly = await get(ctx, '/v1/govBasicSettings/info?streetCode=ST-NANSHAN', {
      token: communityGov,
    });
    expect(streetOnly.statusCode).toBe(404);
    const streetOwn = await post(
      ctx,
      '/v1/govBasicSettings/save',
      { ...fields, address: '南山街道办事处', streetCode: 'ST-NANSHAN' },
      { token: street },
    );
    expect(streetOwn.statusCode).toBe(200);
    const community = await get(ctx, `/v1/govBasicSettings/info${query}`, { token: communityGov });
    expect(bodyOf<{ address: string }>(community).data.address).toBe('南山区桃源路1号');
  });

  it('the work-proof template downloads as a PDF', async () => {
    const response = await get(ctx, '/v1/govAuth/proofTemplate', { token: applicant });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(response.headers['content-disposition'])).toContain('attachment');
  });
});
