import { COMMUNITY_REGISTRATION_MESSAGES as M } from '@gongzhi/domain/community/community-registration';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communities,
  communityMembers,
  govStaff,
  govUnits,
  houses,
  ownerHouses,
  users,
} from '../src/db/schema';
import { noticeReads } from '../src/db/tables/notice';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/** communityInfo/settings, updateSettings (COMMUNITY_ADMIN) and their effect; organisation changes. */

let ctx: TestContext;
let admin: string;
let director: string;
let street: string;
let otherStreet: string;
let owner: string;
let tenant: string;
let tenantId: number;

type Settings = { allowOwnerMotion: string; viewOnlyForOwners: string; isAdmin: boolean };
type Registration = { registrationId: string; kind: string; state: string; changeType: string | null };

const SETTINGS = '/v1/communityInfo/updateSettings';
const ORG_CHANGE = '/v1/communityRegistration/orgChange';

async function community(code: string) {
  const [row] = await ctx.db.handle.db
    .select()
    .from(communities)
    .where(eq(communities.communityInfoCode, code));
  if (!row) throw new Error(`no community ${code}`);
  return row;
}

async function rolesOf(mobile: string, code: string): Promise<string[]> {
  const [row] = await ctx.db.handle.db
    .select({ roles: communityMembers.roles })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(and(eq(users.mobile, mobile), eq(communities.communityInfoCode, code)));
  return row?.roles ?? [];
}

async function setFlags(flags: Partial<Record<'allowOwnerMotion' | 'viewOnlyForOwners', string>>) {
  const response = await post(
    ctx,
    SETTINGS,
    { communityInfoCode: 'YGHY001', allowOwnerMotion: 'YES', viewOnlyForOwners: 'NO', ...flags },
    { token: admin },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<Settings>(response).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db.handle.db;
  admin = await tokenFor(ctx, '13600000001');
  director = await tokenFor(ctx, '13800000001');
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  await db.insert(govUnits).values({ code: 'ST-OTHER', name: '别处街道', level: 'STREET' });
  const [other] = await db
    .insert(users)
    .values({ userCode: 'U-OTHER-ST', mobile: '13811110000', ownerName: '别处' })
    .returning();
  if (!other) throw new Error('no user');
  await db
    .insert(govStaff)
    .values({ userId: other.id, level: 'STREET', streetCode: 'ST-OTHER', hasGovAuth: 'YES' });
  otherStreet = await tokenFor(ctx, '13811110000', { adminOwnerType: 'GOV' });
  // A tenant of one 阳光花园 house.
  tenant = await tokenFor(ctx, '13722220001', { isWxAPP: true });
  const [tenantUser] = await db.select().from(users).where(eq(users.mobile, '13722220001'));
  tenantId = tenantUser?.id ?? 0;
  const yghy = await community('YGHY001');
  const [house] = await db.select().from(houses).where(eq(houses.communityId, yghy.id)).limit(1);
  await db.insert(ownerHouses).values({
    userId: tenantId,
    houseId: house?.id ?? 0,
    relationType: 'TENANT',
    infoState: 'CORRECT_INFO',
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('community settings', () => {
  it('shows the flags to staff and tells whether they may edit them', async () => {
    const read = (token: string) =>
      get(ctx, '/v1/communityInfo/settings?communityInfoCode=YGHY001', { token });
    expect(bodyOf<Settings>(await read(admin)).data.isAdmin).toBe(true);
    expect(bodyOf<Settings>(await read(director)).data).toMatchObject({
      isAdmin: false,
      allowOwnerMotion: 'YES',
    });
    // Government staff of the jurisdiction read them (the same page under /government), others 404.
    expect(bodyOf<Settings>(await read(street)).data.isAdmin).toBe(false);
    expect((await read(otherStreet)).statusCode).toBe(404);
    const govChange = await post(
      ctx,
      SETTINGS,
      { communityInfoCode: 'YGHY001', allowOwnerMotion: 'NO', viewOnlyForOwners: 'NO' },
      { token: street },
    );
    expect(bodyOf(govChange)).toMatchObject({ code: 403, message: M.adminRequired });
  });

  it('lets only COMMUNITY_ADMIN change them; bad input and another community change nothing', async () => {
    const body = { communityInfoCode: 'YGHY001', allowOwnerMotion: 'NO', viewOnlyForOwners: 'YES' };
    const notAdmin = await post(ctx, SETTINGS, body, { token: director });
    expect(bodyOf(notAdmin)).toMatchObject({ code: 403, message: M.adminRequired });
    const bad = await post(ctx, SETTINGS, { ...body, allowOwnerMotion: 'MAYBE' }, { token: admin });
    expect(bad.statusCode).toBe(400);
    const elsewhere = await post(ctx, SETTINGS, { ...body, communityInfoCode: 'XFL001' }, { token: admin });
    expect(elsewhere.statusCode).toBe(404);
    expect(await community('YGHY001')).toMatchObject({ allowOwnerMotion: 'YES', viewOnlyForOwners: 'NO' });
    expect(await setFlags({ allowOwnerMotion: 'NO', viewOnlyForOwners: 'YES' })).toMatchObject({
      allowOwnerMotion: 'NO',
      viewOnlyForOwners: 'YES',
    });
    expect(await community('YGHY001')).toMatchObject({ allowOwnerMotion: 'NO', viewOnlyForOwners: 'YES' });
  });

  it('allowOwnerMotion decides whether certified owners may start proposals', async () => {
    const canCreate = async () => {
      const list = bodyOf<{ communities: { communityInfoCode: string; canCreate: boolean }[] }>(
        await get(ctx, '/v1/owner/proposal/list', { token: owner }),
      ).data;
      return list.communities.find((item) => item.communityInfoCode === 'YGHY001')?.canCreate;
    };
    await setFlags({ allowOwnerMotion: 'NO' });
    expect(await canCreate()).toBe(false);
    await setFlags({ allowOwnerMotion: 'YES' });
    expect(await canCreate()).toBe(true);
  });

  it('viewOnlyForOwners keeps the notices from tenants and family; owners read them either way', async () => {
    const tenantList = async () =>
      bodyOf<{ communityNoticeCode: string }[]>(await get(ctx, '/v1/owner/notices', { token: tenant })).data;
    const open = (token: string) => get(ctx, '/v1/owner/noticeInfo?communityNoticeCode=NDEMO0001', { token });

    await setFlags({ viewOnlyForOwners: 'YES' });
    expect(await tenantList()).toEqual([]);
    expect((await open(tenant)).statusCode).toBe(404);
    expect((await open(owner)).statusCode).toBe(200);

    await setFlags({ viewOnlyForOwners: 'NO' });
    expect((await tenantList()).map((item) => item.communityNoticeCode)).toContain('NDEMO0001');
    expect((await open(tenant)).statusCode).toBe(200);
    // A tenant's reading leaves no receipt: the read rate stays the owners'.
    const receipts = await ctx.db.handle.db
      .select()
      .from(noticeReads)
      .where(eq(noticeReads.userId, tenantId));
    expect(receipts).toEqual([]);
  });
});

describe('organisation change', () => {
  let proof: string;

  beforeAll(async () => {
    proof = (await upload(ctx, admin, '换届备案证明.pdf', PDF_BYTES)).attachmentId;
  });

  it('needs COMMUNITY_ADMIN, a change the organisation allows, and the caller’s proof', async () => {
    const body = {
      communityInfoCode: 'YGHY001',
      changeType: 'NEW_TERM',
      roleType: 'COMMITTEE_DIRECTOR',
      proveFileIds: [proof],
    };
    const directorProof = (await upload(ctx, director, 'x.pdf', PDF_BYTES)).attachmentId;
    const notAdmin = await post(
      ctx,
      ORG_CHANGE,
      { ...body, proveFileIds: [directorProof] },
      { token: director },
    );
    expect(bodyOf(notAdmin)).toMatchObject({ code: 403, message: M.adminRequired });
    const wrongChange = await post(
      ctx,
      ORG_CHANGE,
      { ...body, changeType: 'ESTABLISH_COMMITTEE' },
      { token: admin },
    );
    expect(bodyOf(wrongChange)).toMatchObject({ code: 409, message: M.orgChangeNotAllowed });
    const othersFile = await post(
      ctx,
      ORG_CHANGE,
      { ...body, proveFileIds: [directorProof] },
      { token: admin },
    );
    expect(bodyOf(othersFile)).toMatchObject({ code: 400, message: M.proofMissing });
    const badRole = await post(ctx, ORG_CHANGE, { ...body, roleType: 'PREPARE_MEMBER' }, { token: admin });
    expect(bodyOf(badRole)).toMatchObject({ code: 400, message: M.roleMismatch });
    const elsewhere = await post(ctx, ORG_CHANGE, { ...body, communityInfoCode: 'XFL001' }, { token: admin });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('goes to the same unit, once pending, and approval updates the organisation', async () => {
    const body = {
      communityInfoCode: 'YGHY001',
      changeType: 'NEW_TERM',
      roleType: 'COMMITTEE_DIRECTOR',
      proveFileIds: [proof],
    };
    const filed = await post(ctx, ORG_CHANGE, body, { token: admin });
    expect(filed.statusCode, filed.body).toBe(200);
    const registration = bodyOf<Registration>(filed).data;
    expect(registration).toMatchObject({ kind: 'ORG_CHANGE', state: 'REVIEWING', changeType: 'NEW_TERM' });
    expect(bodyOf(await post(ctx, ORG_CHANGE, body, { token: admin }))).toMatchObject({
      code: 409,
      message: M.duplicatePending,
    });
    const { registrationId } = registration;
    const foreign = await post(
      ctx,
      '/v1/communityRegistration/review',
      { registrationId, decision: 'APPROVE' },
      {
        token: otherStreet,
      },
    );
    expect(foreign.statusCode).toBe(404);
    const approved = await post(
      ctx,
      '/v1/communityRegistration/review',
      { registrationId, decision: 'APPROVE' },
      {
        token: street,
      },
    );
    expect(bodyOf<Registration>(approved).data.state).toBe('APPROVED');
    expect(await community('YGHY001')).toMatchObject({ organisationState: 'ESTABLISHED_COMMITTEE' });
    expect(await rolesOf('13600000001', 'YGHY001')).toEqual([
      'COMMITTEE_DEPUTY_DIRECTOR',
      'COMMUNITY_ADMIN',
      'COMMITTEE_DIRECTOR',
    ]);
  });

  it('turns a preparatory group into a committee: its member becomes a committee member', async () => {
    // The director of 体验小区 (a preparatory group) made its admin, for this case.
    const tyxq = await community('TYXQ001');
    const [directorUser] = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, '13800000001'));
    await ctx.db.handle.db
      .update(communityMembers)
      .set({ roles: ['PREPARE_MEMBER', 'COMMUNITY_ADMIN'] })
      .where(
        and(eq(communityMembers.communityId, tyxq.id), eq(communityMembers.userId, directorUser?.id ?? 0)),
      );
    const directorProof = (await upload(ctx, director, '业委会备案证明.pdf', PDF_BYTES)).attachmentId;
    const filed = await post(
      ctx,
      ORG_CHANGE,
      {
        communityInfoCode: 'TYXQ001',
        changeType: 'ESTABLISH_COMMITTEE',
        roleType: 'COMMITTEE_DIRECTOR',
        proveFileIds: [directorProof],
      },
      { token: director },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const { registrationId } = bodyOf<Registration>(filed).data;
    const rejected = await post(
      ctx,
      '/v1/communityRegistration/review',
      { registrationId, decision: 'REJECT', rejectReason: '请上传区住建局的备案回执' },
      { token: street },
    );
    expect(bodyOf<Registration>(rejected).data.state).toBe('REJECTED');
    // An organisation change is not resubmitted in place: a new application is filed.
    const resubmit = await post(
      ctx,
      '/v1/communityRegistration/resubmit',
      {
        registrationId,
        communityName: '体验小区',
        provinceName: '广东省',
        cityName: '深圳市',
        districtName: '南山区',
        address: '桃源路18号',
        streetCode: 'ST-NANSHAN',
        organisationType: 'COMMITTEE',
        roleType: 'COMMITTEE_DIRECTOR',
        proveFileIds: [directorProof],
      },
      { token: director },
    );
    expect(bodyOf(resubmit)).toMatchObject({ code: 409, message: M.orgChangeResubmit });
    const again = await post(
      ctx,
      ORG_CHANGE,
      {
        communityInfoCode: 'TYXQ001',
        changeType: 'ESTABLISH_COMMITTEE',
        roleType: 'COMMITTEE_DIRECTOR',
        proveFileIds: [directorProof],
      },
      { token: director },
    );
    const approved = await post(
      ctx,
      '/v1/communityRegistration/review',
      { registrationId: bodyOf<Registration>(again).data.registrationId, decision: 'APPROVE' },
      { token: street },
    );
    expect(bodyOf<Registration>(approved).data.state).toBe('APPROVED');
    expect(await community('TYXQ001')).toMatchObject({ organisationState: 'ESTABLISHED_COMMITTEE' });
    expect(await rolesOf('13800000001', 'TYXQ001')).toEqual(['COMMUNITY_ADMIN', 'COMMITTEE_DIRECTOR']);
  });
});
