import { MESSAGES } from '@gongzhi/domain/common/messages';
import { COMMUNITY_REGISTRATION_MESSAGES as M } from '@gongzhi/domain/community/community-registration';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMembers, govStaff, govUnits, users } from '../src/db/schema';
import { communityRegistrations } from '../src/db/tables/community';
import { PDF_BYTES, presign, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** communityRegistration/*: register, certify, review by the community's own unit, resubmit. */

let ctx: TestContext;
let newcomer: string;
let stranger: string;
let prep: string;
let street: string;
let communityGov: string;
let uncertified: string;
let otherStreet: string;
let newcomerProof: string;
let strangerProof: string;

type Registration = {
  registrationId: string;
  kind: string;
  state: string;
  communityInfoCode: string | null;
  streetName: string | null;
  govCommunityName: string | null;
  rejectReason: string;
  submitCount: number;
  reviewerName: string | null;
  proveFiles: { attachmentId: string; sourceName: string }[];
};
type Page<T> = { list: T[]; total: number };

const SUBMIT = '/v1/communityRegistration/submit';
const REVIEW = '/v1/communityRegistration/review';

const form = (proof: string, extra: Record<string, unknown> = {}) => ({
  communityName: '锦绣家园',
  provinceName: '广东省',
  cityName: '深圳市',
  districtName: '南山区',
  address: '桃源路20号',
  streetCode: 'ST-NANSHAN',
  govCommunityCode: 'GC-TAOYUAN',
  organisationType: 'COMMITTEE',
  roleType: 'COMMITTEE_DIRECTOR',
  proveFileIds: [proof],
  registrantName: '林晓',
  ...extra,
});

async function registrationCount(): Promise<number> {
  const [row] = await ctx.db.handle.db.select({ n: count() }).from(communityRegistrations);
  return row?.n ?? 0;
}

async function proofOf(token: string): Promise<string> {
  return (await upload(ctx, token, '业委会备案证明.pdf', PDF_BYTES)).attachmentId;
}

async function info(token: string, registrationId: string) {
  return get(ctx, `/v1/communityRegistration/reviewInfo?registrationId=${registrationId}`, { token });
}

async function notices(token: string, communityInfoCode: string) {
  return get(ctx, `/v1/communityNotice/list?communityInfoCode=${communityInfoCode}`, { token });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db.handle.db;
  await db.insert(govUnits).values([
    { code: 'ST-OTHER', name: '别处街道', level: 'STREET' },
    { code: 'GC-OTHER', name: '别处社区', level: 'COMMUNITY', parentCode: 'ST-OTHER' },
  ]);
  const [other] = await db
    .insert(users)
    .values({ userCode: 'U-OTHER-STREET', mobile: '13811110000', ownerName: '别处街道员' })
    .returning();
  if (!other) throw new Error('no user');
  await db
    .insert(govStaff)
    .values({ userId: other.id, level: 'STREET', streetCode: 'ST-OTHER', hasGovAuth: 'YES' });
  newcomer = await tokenFor(ctx, '13711110001');
  stranger = await tokenFor(ctx, '13711110002');
  prep = await tokenFor(ctx, '13800000002');
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  uncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  otherStreet = await tokenFor(ctx, '13811110000', { adminOwnerType: 'GOV' });
  newcomerProof = await proofOf(newcomer);
  strangerProof = await proofOf(stranger);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('registering a new community', () => {
  it('offers the streets with their 社区 to pick the jurisdiction from', async () => {
    const response = await get(ctx, '/v1/communityRegistration/unitOptions', { token: newcomer });
    const options =
      bodyOf<{ streetCode: string; communities: { govCommunityCode: string }[] }[]>(response).data;
    expect(options.find((item) => item.streetCode === 'ST-NANSHAN')?.communities).toEqual([
      { govCommunityCode: 'GC-TAOYUAN', govCommunityName: '桃源社区' },
    ]);
    // Government sessions have no registration to file.
    expect((await get(ctx, '/v1/communityRegistration/unitOptions', { token: street })).statusCode).toBe(401);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await registrationCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [form(newcomerProof, { streetCode: 'ST-NOWHERE' }), 400, M.jurisdictionUnknown],
      [form(newcomerProof, { govCommunityCode: 'GC-OTHER' }), 400, M.jurisdictionUnknown],
      [form('A-NOT-THERE'), 400, M.proofMissing],
      [form(strangerProof), 400, M.proofMissing],
      [form(newcomerProof, { proveFileIds: [] }), 400, M.proofRequired],
      [form(newcomerProof, { organisationType: 'PREPARATORY' }), 400, M.roleMismatch],
      [form(newcomerProof, { communityName: ' ' }), 400, '请填写小区名称'],
      [form(newcomerProof, { communityName: '阳光花园' }), 409, M.sameNameExists],
      // A new phone number has no name yet: the reviewer needs one.
      [form(newcomerProof, { registrantName: undefined }), 400, M.registrantNameRequired],
      [form(newcomerProof, { registrantName: '  ' }), 400, M.registrantNameRequired],
      [form(newcomerProof, { registrantName: '林'.repeat(21) }), 400, '姓名不能超过20个字'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(ctx, SUBMIT, body, { token: newcomer });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(bodyOf(response).message).toBe(message);
    }
    // A presigned upload whose bytes never arrived is not a proof either.
    const pending = await presign(ctx, newcomer, { sourceName: 'x.pdf', uploadType: 'TX_VOTING', size: 10 });
    const unfinished = await post(ctx, SUBMIT, form(pending.body.data.attachmentId), { token: newcomer });
    expect(bodyOf(unfinished).message).toBe(M.proofMissing);
    expect(await registrationCount()).toBe(before);
  });

  it('files the application for review, once per community while it is pending', async () => {
    const response = await post(ctx, SUBMIT, form(newcomerProof), { token: newcomer });
    expect(response.statusCode, response.body).toBe(200);
    const body = bodyOf<Registration>(response);
    expect(body.message).toBe(M.submitted);
    expect(body.data).toMatchObject({
      kind: 'REGISTER',
      state: 'REVIEWING',
      communityInfoCode: null,
      streetName: '南山街道',
      govCommunityName: '桃源社区',
      submitCount: 1,
      // The nameless account took the name it gave; the reviewer sees it.
      registrantName: '林晓',
    });
    expect(body.data.proveFiles.map((file) => file.sourceName)).toEqual(['业委会备案证明.pdf']);

    const before = await registrationCount();
    const again = await post(ctx, SUBMIT, form(newcomerProof, { communityName: '锦绣 家园' }), {
      token: newcomer,
    });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe(M.duplicatePending);
    expect(await registrationCount()).toBe(before);
    const mine = bodyOf<Registration[]>(
      await get(ctx, '/v1/communityRegistration/mine', { token: newcomer }),
    );
    expect(mine.data.map((item) => item.state)).toEqual(['REVIEWING']);
  });
});

describe('review by the community government unit', () => {
  let registrationId: string;

  beforeAll(async () => {
    const mine = bodyOf<Registration[]>(
      await get(ctx, '/v1/communityRegistration/mine', { token: newcomer }),
    );
    registrationId = mine.data[0]?.registrationId ?? '';
  });

  it('lists it for the street and the named 社区, with filters and search, and for nobody else', async () => {
    const list = (token: string, query = '') =>
      get(ctx, `/v1/communityRegistration/reviewList${query}`, { token });
    for (const token of [street, communityGov]) {
      const page = bodyOf<Page<Registration>>(await list(token)).data;
      expect(page.list.map((item) => item.registrationId)).toContain(registrationId);
    }
    expect(bodyOf<Page<Registration>>(await list(street, '?state=APPROVED')).data.total).toBe(0);
    expect(bodyOf<Page<Registration>>(await list(street, '?searchKey=锦绣')).data.total).toBe(1);
    expect(bodyOf<Page<Registration>>(await list(street, '?searchKey=别的')).data.total).toBe(0);
    expect(bodyOf<Page<Registration>>(await list(otherStreet)).data.total).toBe(0);
    const notCertified = await list(uncertified);
    expect(notCertified.statusCode).toBe(403);
    expect(bodyOf(notCertified).message).toBe(MESSAGES.govCertFirst);
    expect((await list(newcomer)).statusCode).toBe(403);
    expect((await list(street, '?state=DONE')).statusCode).toBe(400);
  });

  it('answers 404 to another street, uncertified staff and community sessions', async () => {
    expect((await info(street, registrationId)).statusCode).toBe(200);
    for (const token of [otherStreet, uncertified, newcomer, prep]) {
      expect((await info(token, registrationId)).statusCode).toBe(404);
      const review = await post(ctx, REVIEW, { registrationId, decision: 'APPROVE' }, { token });
      expect(review.statusCode).toBe(404);
    }
    const file = (token: string) =>
      get(
        ctx,
        `/v1/communityRegistration/proofFile?registrationId=${registrationId}&attachmentId=${newcomerProof}`,
        { token },
      );
    expect((await file(newcomer)).statusCode).toBe(200);
    expect((await file(communityGov)).statusCode).toBe(200);
    expect((await file(otherStreet)).statusCode).toBe(404);
    expect((await file(stranger)).statusCode).toBe(404);
  });

  it('rejects with a reason; the registrant reads it, fixes and resubmits the same application', async () => {
    const noReason = await post(ctx, REVIEW, { registrationId, decision: 'REJECT' }, { token: street });
    expect(bodyOf(noReason)).toMatchObject({ code: 400, message: M.rejectReasonRequired });
    const rejected = await post(
      ctx,
      REVIEW,
      { registrationId, decision: 'REJECT', rejectReason: '备案证明不清晰，请重新上传' },
      { token: street },
    );
    expect(bodyOf<Registration>(rejected).data).toMatchObject({ state: 'REJECTED', reviewerName: '刘伟' });
    const twice = await post(ctx, REVIEW, { registrationId, decision: 'APPROVE' }, { token: street });
    expect(bodyOf(twice)).toMatchObject({ code: 409, message: M.alreadyReviewed });

    const [mine] = bodyOf<Registration[]>(
      await get(ctx, '/v1/communityRegistration/mine', { token: newcomer }),
    ).data;
    expect(mine).toMatchObject({ state: 'REJECTED', rejectReason: '备案证明不清晰，请重新上传' });

    const clearer = await proofOf(newcomer);
    const resubmit = { ...form(clearer), registrationId };
    const byStranger = await post(ctx, '/v1/communityRegistration/resubmit', resubmit, { token: stranger });
    expect(byStranger.statusCode).toBe(404);
    const badFile = await post(
      ctx,
      '/v1/communityRegistration/resubmit',
      { ...resubmit, proveFileIds: [strangerProof] },
      {
        token: newcomer,
      },
    );
    expect(bodyOf(badFile).message).toBe(M.proofMissing);
    const again = await post(ctx, '/v1/communityRegistration/resubmit', resubmit, { token: newcomer });
    expect(bodyOf<Registration>(again).data).toMatchObject({
      registrationId,
      state: 'REVIEWING',
      rejectReason: '',
      submitCount: 2,
    });
    const notRejected = await post(ctx, '/v1/communityRegistration/resubmit', resubmit, { token: newcomer });
    expect(bodyOf(notRejected)).toMatchObject({ code: 409, message: M.notRejected });
  });

  it('approves: the community exists, certified, and the registrant is its admin with their role', async () => {
    // Someone else registered the same new community meanwhile: allowed while neither is approved.
    const rival = await post(ctx, SUBMIT, form(strangerProof), { token: stranger });
    expect(rival.statusCode, rival.body).toBe(200);
    const approved = await post(
      ctx,
      REVIEW,
      { registrationId, decision: 'APPROVE' },
      { token: communityGov },
    );
    const data = bodyOf<Registration>(approved).data;
    expect(data.state).toBe('APPROVED');
    const code = data.communityInfoCode ?? '';
    const [community] = await ctx.db.handle.db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, code));
    expect(community).toMatchObject({
      communityName: '锦绣家园',
      hasAuth: 'YES',
      organisationState: 'ESTABLISHED_COMMITTEE',
      streetCode: 'ST-NANSHAN',
      govCommunityCode: 'GC-TAOYUAN',
      address: '桃源路20号',
    });
    const [member] = await ctx.db.handle.db
      .select({ roles: communityMembers.roles })
      .from(communityMembers)
      .where(eq(communityMembers.communityId, community?.id ?? 0));
    expect(member?.roles).toEqual(['COMMITTEE_DIRECTOR', 'COMMUNITY_ADMIN']);
    const login = bodyOf<{ communities: { communityInfoCode: string }[] }>(
      await get(ctx, '/v1/account/loginInfoToC', { token: newcomer }),
    ).data;
    expect(login.communities.map((item) => item.communityInfoCode)).toEqual([code]);
    expect((await notices(newcomer, code)).statusCode).toBe(200);
    const twice = await post(
      ctx,
      REVIEW,
      { registrationId, decision: 'REJECT', rejectReason: 'x' },
      {
        token: street,
      },
    );
    expect(twice.statusCode).toBe(409);

    // The rival application cannot create a second 锦绣家园 under the street; it is rejected instead.
    const rivalId = bodyOf<Registration>(rival).data.registrationId;
    const second = await post(
      ctx,
      REVIEW,
      { registrationId: rivalId, decision: 'APPROVE' },
      { token: street },
    );
    expect(bodyOf(second)).toMatchObject({ code: 409, message: M.sameNameExists });
    const [same] = await ctx.db.handle.db
      .select({ n: count() })
      .from(communities)
      .where(eq(communities.communityName, '锦绣家园'));
    expect(same?.n).toBe(1);
    const rejected = await post(
      ctx,
      REVIEW,
      { registrationId: rivalId, decision: 'REJECT', rejectReason: '该小区已由他人注册' },
      { token: street },
    );
    expect(bodyOf<Registration>(rejected).data.state).toBe('REJECTED');
  });
});

describe('certifying an existing community (幸福里)', () => {
  let registrationId: string;
  let prepProof: string;

  it('is locked out of certified pages before', async () => {
    const before = await notices(prep, 'XFL001');
    expect(bodyOf(before)).toMatchObject({ code: 403, message: MESSAGES.communityNotCertified });
  });

  it('refuses outsiders, certified communities and a moved jurisdiction', async () => {
    prepProof = await upload(ctx, prep, '筹备组成立文件.pdf', PDF_BYTES).then((file) => file.attachmentId);
    const prepForm = form(prepProof, {
      communityInfoCode: 'XFL001',
      communityName: '幸福里',
      address: '桃源路8号',
      organisationType: 'PREPARATORY',
      roleType: 'PREPARE_MEMBER',
    });
    const before = await registrationCount();
    const outsider = await post(
      ctx,
      SUBMIT,
      { ...prepForm, proveFileIds: [strangerProof] },
      { token: stranger },
    );
    expect(bodyOf(outsider)).toMatchObject({ code: 404, message: M.communityNotFound });
    const director = await tokenFor(ctx, '13800000001');
    const directorProof = await proofOf(director);
    const certified = await post(
      ctx,
      SUBMIT,
      { ...prepForm, communityInfoCode: 'YGHY001', proveFileIds: [directorProof] },
      { token: director },
    );
    expect(bodyOf(certified)).toMatchObject({ code: 409, message: M.alreadyCertified });
    const moved = await post(ctx, SUBMIT, { ...prepForm, govCommunityCode: null }, { token: prep });
    expect(bodyOf(moved)).toMatchObject({ code: 400, message: M.jurisdictionMismatch });
    expect(await registrationCount()).toBe(before);

    const filed = await post(ctx, SUBMIT, prepForm, { token: prep });
    expect(bodyOf<Registration>(filed).data).toMatchObject({
      kind: 'CERTIFY_EXISTING',
      communityInfoCode: 'XFL001',
    });
    registrationId = bodyOf<Registration>(filed).data.registrationId;
    const duplicate = await post(ctx, SUBMIT, prepForm, { token: prep });
    expect(bodyOf(duplicate)).toMatchObject({ code: 409, message: M.duplicatePending });
  });

  it('approval certifies it and the 筹备组 member becomes its admin', async () => {
    const approved = await post(ctx, REVIEW, { registrationId, decision: 'APPROVE' }, { token: street });
    expect(bodyOf<Registration>(approved).data.state).toBe('APPROVED');
    const [community] = await ctx.db.handle.db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, 'XFL001'));
    expect(community).toMatchObject({ hasAuth: 'YES', organisationState: 'ESTABLISHED_PREPARATORY_GROUP' });
    expect((await notices(prep, 'XFL001')).statusCode).toBe(200);
    const login = bodyOf<{ communities: { communityInfoCode: string; roles: string[] }[] }>(
      await get(ctx, '/v1/account/loginInfoToC', { token: prep }),
    ).data;
    expect(login.communities.find((item) => item.communityInfoCode === 'XFL001')?.roles).toEqual([
      'PREPARE_MEMBER',
      'COMMUNITY_ADMIN',
    ]);
  });
});
