import { userInfoDto } from '@gongzhi/domain/account/user-info';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { createAccountRepository } from '../src/modules/account/repository';
import {
  bodyOf,
  createTestContext,
  get,
  login,
  post,
  sendCode,
  type TestContext,
  tokenFor,
} from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LOGIN = '/v1/account/mobileLogin';
const INFO = '/v1/account/loginInfoToC';

type Info = ReturnType<typeof userInfoDto.parse>;

async function sessionCount(): Promise<number> {
  const [row] = await ctx.db.handle.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

describe('mobileLogin: codes', () => {
  it('logs a committee director into the community workbench', async () => {
    const response = await login(ctx, '13800000001');
    expect(response.statusCode).toBe(200);
    const info = userInfoDto.parse(bodyOf(response).data);
    expect(info.token).toMatch(/^[\w-]{43}$/);
    expect(info.adminOwnerType).toBe('COMMUNITY');
    expect(info.communities.map((community) => community.communityInfoCode)).toEqual([
      'YGHY001',
      'XFL001',
      'TYXQ001',
    ]);
    expect(info.communities[0]?.roles).toEqual(['COMMITTEE_DIRECTOR']);
    expect(info.operateRoleDTOs[0]?.operateRoleTypeList).toContain('VOTING_MANAGEMENT');
    expect(info.cardNo).toBe('440305********12**');
    expect(info.hasGovAuth).toBe('NO');
    expect(info.govInfo).toBeNull();
  });

  it('rejects malformed input with the spec messages', async () => {
    const badCode = await post(ctx, LOGIN, { mobile: '13800000001', verificationCode: '12345' });
    expect(bodyOf(badCode)).toEqual({ code: 400, message: MESSAGES.codeInvalid, data: null });
    const badMobile = await post(ctx, LOGIN, { mobile: '1380000000', verificationCode: '123456' });
    expect(bodyOf(badMobile)).toEqual({ code: 400, message: MESSAGES.mobileInvalid, data: null });
    const badType = await post(ctx, LOGIN, {
      mobile: '13800000001',
      verificationCode: '123456',
      adminOwnerType: 'X',
    });
    expect(badType.statusCode).toBe(400);
    expect(bodyOf(badType).message.startsWith('adminOwnerType：')).toBe(true);
  });

  it('refuses a wrong code, and an unknown phone the same way', async () => {
    const code = await sendCode(ctx, '13800000002');
    const wrong = code === '000000' ? '111111' : '000000';
    const known = await post(ctx, LOGIN, { mobile: '13800000002', verificationCode: wrong });
    const unknown = await post(ctx, LOGIN, { mobile: '13712345678', verificationCode: wrong });
    expect(bodyOf(known)).toEqual({ code: 400, message: MESSAGES.codeWrong, data: null });
    expect(bodyOf(unknown)).toEqual(bodyOf(known));
    expect(unknown.statusCode).toBe(known.statusCode);
  });

  it('accepts a code once', async () => {
    const verificationCode = await sendCode(ctx, '13800000001');
    expect((await post(ctx, LOGIN, { mobile: '13800000001', verificationCode })).statusCode).toBe(200);
    const again = await post(ctx, LOGIN, { mobile: '13800000001', verificationCode });
    expect(bodyOf(again)).toEqual({ code: 400, message: MESSAGES.codeWrong, data: null });
  });

  it('lets a code expire after 5 minutes', async () => {
    const verificationCode = await sendCode(ctx, '13800000001');
    ctx.clock.advance(301);
    const late = await post(ctx, LOGIN, { mobile: '13800000001', verificationCode });
    expect(bodyOf(late).message).toBe(MESSAGES.codeWrong);
  });

  it('kills a code after 5 wrong tries, but 4 wrong tries leave it usable', async () => {
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const survivor = await sendCode(ctx, '13800000003');
    for (let index = 0; index < 4; index += 1) {
      await post(ctx, LOGIN, { mobile: '13800000003', verificationCode: wrongFor(survivor) });
    }
    expect((await post(ctx, LOGIN, { mobile: '13800000003', verificationCode: survivor })).statusCode).toBe(
      200,
    );

    const victim = await sendCode(ctx, '13800000003');
    for (let index = 0; index < 5; index += 1) {
      await post(ctx, LOGIN, { mobile: '13800000003', verificationCode: wrongFor(victim) });
    }
    const after = await post(ctx, LOGIN, { mobile: '13800000003', verificationCode: victim });
    expect(bodyOf(after)).toEqual({ code: 400, message: MESSAGES.codeWrong, data: null });
  });

  it('lets only the newest code work', async () => {
    const first = await sendCode(ctx, '13800000001');
    const second = await sendCode(ctx, '13800000001');
    if (first !== second) {
      expect((await post(ctx, LOGIN, { mobile: '13800000001', verificationCode: first })).statusCode).toBe(
        400,
      );
    }
    expect((await post(ctx, LOGIN, { mobile: '13800000001', verificationCode: second })).statusCode).toBe(
      200,
    );
  });
});

describe('mobileLogin: who may enter', () => {
  it('admits an owner on the community workbench without communities: every community call answers 404', async () => {
    // Not yet staff anywhere: the pages show the SPEC §1 message and offer 注册小区 (community.md).
    const response = await login(ctx, '13800000004');
    expect(response.statusCode).toBe(200);
    const info = userInfoDto.parse(bodyOf(response).data);
    expect(info.communities).toEqual([]);
    expect(info.operateRoleDTOs).toEqual([]);
    const community = await get(ctx, '/v1/communityInfo/info?communityInfoCode=YGHY001', {
      token: info.token,
    });
    expect(community.statusCode).toBe(404);
  });

  it('creates the user of a new phone on the community workbench, so they can register a community', async () => {
    const response = await login(ctx, '13711112222');
    expect(response.statusCode).toBe(200);
    expect(userInfoDto.parse(bodyOf(response).data).communities).toEqual([]);
    const found = await ctx.db.handle.db.select().from(users).where(eq(users.mobile, '13711112222'));
    expect(found).toHaveLength(1);
  });

  it('gives owners an owner-H5 session, creating the user of a new phone', async () => {
    const response = await login(ctx, '13722223333', { isWxAPP: true });
    expect(response.statusCode).toBe(200);
    const info = userInfoDto.parse(bodyOf(response).data);
    expect(info.communities).toEqual([]);
    const owner = await login(ctx, '13900000001', { isWxAPP: true });
    const ownerInfo = userInfoDto.parse(bodyOf(owner).data);
    expect(ownerInfo.communities.map((community) => community.roles)).toEqual([['OWNER']]);
    // The owner-H5 token is refused by workbench calls.
    const workbench = await get(ctx, INFO, { token: ownerInfo.token });
    expect(workbench.statusCode).toBe(401);
    expect(bodyOf(workbench).code).toBe(401);
  });

  it('admits government community staff with their jurisdiction', async () => {
    const response = await login(ctx, '13800000005', { adminOwnerType: 'GOV' });
    expect(response.statusCode).toBe(200);
    const info = userInfoDto.parse(bodyOf(response).data);
    expect(info.adminOwnerType).toBe('GOV');
    expect(info.hasGovAuth).toBe('YES');
    expect(info.govInfo).toEqual({
      streetName: '南山街道',
      streetCode: 'ST-NANSHAN',
      govCommunityName: '桃源社区',
      govCommunityCode: 'GC-TAOYUAN',
    });
    expect(info.communities).toHaveLength(3);
    expect(info.communities.every((community) => community.roles.join() === 'GOV_MEMBER')).toBe(true);
    expect(info.operateRoleDTOs[0]?.operateRoleTypeList).not.toContain('VOTING_MANAGEMENT');
  });

  it('admits street staff as STREET_GOV_MEMBER and uncertified staff with hasGovAuth NO', async () => {
    const street = userInfoDto.parse(bodyOf(await login(ctx, '13800000006', { adminOwnerType: 'GOV' })).data);
    expect(street.communities.map((community) => community.roles)).toEqual([
      ['STREET_GOV_MEMBER'],
      ['STREET_GOV_MEMBER'],
      ['STREET_GOV_MEMBER'],
    ]);
    expect(street.govInfo?.govCommunityCode).toBeNull();
    const uncertified = userInfoDto.parse(
      bodyOf(await login(ctx, '13800000007', { adminOwnerType: 'GOV' })).data,
    );
    expect(uncertified.hasGovAuth).toBe('NO');
  });

  it('refuses non-government users and new phones on the government workbench, with no session or user', async () => {
    const before = await sessionCount();
    const director = await login(ctx, '13800000001', { adminOwnerType: 'GOV' });
    expect(bodyOf(director)).toEqual({ code: 403, message: MESSAGES.notGovStaff, data: null });
    const stranger = await login(ctx, '13711113333', { adminOwnerType: 'GOV' });
    expect(bodyOf(stranger)).toEqual({ code: 403, message: MESSAGES.notGovStaff, data: null });
    expect(await ctx.db.handle.db.select().from(users).where(eq(users.mobile, '13711113333'))).toHaveLength(
      0,
    );
    expect(await sessionCount()).toBe(before);
  });

  it('gives government staff on the community login a session without communities', async () => {
    const govOnCommunity = userInfoDto.parse(bodyOf(await login(ctx, '13800000005')).data);
    expect(govOnCommunity.adminOwnerType).toBe('COMMUNITY');
    expect(govOnCommunity.communities).toEqual([]);
  });
});

describe('sessions', () => {
  it('answers loginInfoToC for the session, without a token', async () => {
    const token = await tokenFor(ctx, '13800000003');
    const response = await get(ctx, `${INFO}?adminOwnerType=COMMUNITY`, { token });
    expect(response.statusCode).toBe(200);
    const info: Info = userInfoDto.parse(bodyOf(response).data);
    expect(info.token).toBeUndefined();
    expect(info.mobile).toBe('13800000003');
    expect(info.communities.map((community) => community.communityInfoCode)).toEqual(['YGHY001']);
    expect(info.operateRoleDTOs[0]?.operateRoleTypeList).toContain('HOUSE_OWNER_MANAGEMENT');
    expect(info.operateRoleDTOs[0]?.operateRoleTypeList).not.toContain('VOTING_MANAGEMENT');
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await get(ctx, INFO);
    expect(bodyOf(none)).toEqual({ code: 401, message: MESSAGES.loginRequired, data: null });
    const unknown = await get(ctx, INFO, { token: 'x'.repeat(43) });
    expect(bodyOf(unknown)).toEqual({ code: 401, message: MESSAGES.sessionExpired, data: null });
  });

  it('logs out: the token stops working', async () => {
    const token = await tokenFor(ctx, '13800000001');
    const logout = await post(ctx, '/v1/account/logoutToC', undefined, { token });
    expect(bodyOf(logout)).toEqual({ code: 200, message: 'success', data: null });
    expect((await get(ctx, INFO, { token })).statusCode).toBe(401);
    expect((await post(ctx, '/v1/account/logoutToC', {}, { token })).statusCode).toBe(401);
  });

  it('rotates the token at login: the token sent with a new login dies', async () => {
    const old = await tokenFor(ctx, '13800000001');
    const verificationCode = await sendCode(ctx, '13800000001');
    const fresh = bodyOf<{ token: string }>(
      await post(ctx, LOGIN, { mobile: '13800000001', verificationCode }, { token: old }),
    ).data.token;
    expect(fresh).not.toBe(old);
    expect((await get(ctx, INFO, { token: old })).statusCode).toBe(401);
    expect((await get(ctx, INFO, { token: fresh })).statusCode).toBe(200);
  });

  it('expires after 7 idle days and slides while used', async () => {
    const token = await tokenFor(ctx, '13800000001');
    ctx.clock.advance(6 * 86_400);
    expect((await get(ctx, INFO, { token })).statusCode).toBe(200);
    ctx.clock.advance(6 * 86_400);
    expect((await get(ctx, INFO, { token })).statusCode).toBe(200);
    ctx.clock.advance(7 * 86_400 + 1);
    expect((await get(ctx, INFO, { token })).statusCode).toBe(401);
  });

  it('keeps a government session in the government workbench', async () => {
    const token = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
    const info = userInfoDto.parse(bodyOf(await get(ctx, `${INFO}?adminOwnerType=GOV`, { token })).data);
    expect(info.adminOwnerType).toBe('GOV');
    expect(info.position).toBe('社区工作人员');
  });
});

describe('stale login state', () => {
  it('purges expired sessions but keeps live ones', async () => {
    const live = await tokenFor(ctx, '13800000002');
    const stale = await tokenFor(ctx, '13800000003');
    ctx.clock.advance(6 * 86_400);
    expect((await get(ctx, INFO, { token: live })).statusCode).toBe(200);
    ctx.clock.advance(2 * 86_400);
    const before = await sessionCount();
    await createAccountRepository(ctx.db.handle.db).purgeStale(ctx.clock.now());
    expect(await sessionCount()).toBeLessThan(before);
    expect((await get(ctx, INFO, { token: live })).statusCode).toBe(200);
    expect((await get(ctx, INFO, { token: stale })).statusCode).toBe(401);
  });
});
