import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingsOf, DIRECTOR, okData, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let admin: string;
let secretary: string;
let property: string;

type Member = {
  userId: string;
  ownerName: string;
  mobile: string;
  gender: string | null;
  age: number | null;
  roleTypeList: string[];
  areaList: { buildingName: string }[];
  customPermission: boolean;
};
type PermissionInfo = { operateRoleTypeList: string[]; customPermission: boolean; editable: boolean };

const C = 'YGHY001';

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  admin = await tokenFor(ctx, '13600000001');
  secretary = await tokenFor(ctx, '13600000002');
  property = await tokenFor(ctx, PROPERTY);
});
afterAll(async () => ctx.close());

async function members(token = director) {
  return okData<Member[]>(await get(ctx, `/v1/owner/committee/member?communityInfoCode=${C}`, { token }));
}
async function idOf(name: string) {
  const found = (await members()).find((member) => member.ownerName === name);
  if (!found) throw new Error(`no member ${name}`);
  return found.userId;
}
async function call(path: string, body: Record<string, unknown>, token = director) {
  return post(ctx, `/v1/owner/${path}`, { communityInfoCode: C, ...body }, { token });
}

describe('committee members', () => {
  it('lists the work group with masked mobiles, gender, age and areas', async () => {
    const list = await members(property);
    expect(list.map((member) => member.ownerName)).toEqual([
      '张明',
      '王强',
      '黄志强',
      '林秀梅',
      '吴海涛',
      '郑玉兰',
    ]);
    const zhang = list[0];
    expect(zhang).toMatchObject({ mobile: '138****0001', gender: 'MALE', age: 46 });
    expect(list.find((member) => member.ownerName === '郑玉兰')?.areaList).toEqual([
      expect.objectContaining({ buildingName: '1栋' }),
    ]);
  });

  it('adds a member by mobile (a new user needs a name), refuses duplicates', async () => {
    const nameless = await call('committee/addMember', {
      mobile: '13600000099',
      roleTypeList: ['COMMITTEE_MEMBER'],
    });
    expect(nameless.statusCode).toBe(400);
    expect(bodyOf(nameless).message).toBe('新用户请填写姓名');
    const badRole = await call('committee/addMember', {
      mobile: '13600000099',
      ownerName: '新委员',
      roleTypeList: ['COMMUNITY_ADMIN'],
    });
    expect(badRole.statusCode).toBe(400);
    expect((await members()).some((member) => member.ownerName === '新委员')).toBe(false);
    const added = await call('committee/addMember', {
      mobile: '13600000099',
      ownerName: '新委员',
      roleTypeList: ['COMMITTEE_MEMBER'],
    });
    expect(added.statusCode).toBe(200);
    // An owner of the community becomes a member too, keeping the owner role.
    const owner = await call('committee/addMember', {
      mobile: '13900000001',
      roleTypeList: ['VOLUNTEER_OWNER'],
    });
    expect(owner.statusCode).toBe(200);
    const ownerMember = (await members()).find((member) => member.mobile === '139****0001');
    expect(ownerMember?.roleTypeList).toEqual(['OWNER', 'VOLUNTEER_OWNER']);
    const again = await call('committee/addMember', {
      mobile: '13600000099',
      roleTypeList: ['COMMITTEE_MEMBER'],
    });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('该用户已是工作组成员');
    // The new member can log in to the workbench at once.
    expect(await tokenFor(ctx, '13600000099')).toBeTruthy();
  });

  it('changes roles and areas; only leaders may, and only an admin touches an admin', async () => {
    const wu = await idOf('吴海涛');
    const updated = await call('committee/updateMember', {
      userId: wu,
      roleTypeList: ['COMMITTEE_SECRETARY_MEMBER'],
    });
    expect(updated.statusCode).toBe(200);
    expect((await members()).find((m) => m.userId === wu)?.roleTypeList).toEqual([
      'COMMITTEE_SECRETARY_MEMBER',
    ]);
    const byMember = await call(
      'committee/updateMember',
      { userId: wu, roleTypeList: ['COMMITTEE_MEMBER'] },
      secretary,
    );
    expect(byMember.statusCode).toBe(403);
    expect(bodyOf(byMember).message).toBe('仅小区管理员、业委会主任、副主任或筹备组成员可以管理工作组成员');
    const adminId = await idOf('黄志强');
    const onAdmin = await call('committee/updateMember', {
      userId: adminId,
      roleTypeList: ['COMMITTEE_MEMBER'],
    });
    expect(onAdmin.statusCode).toBe(403);
    expect(bodyOf(onAdmin).message).toBe('只有小区管理员可以修改或移除管理员');
    const buildings = await buildingsOf(ctx, director);
    const area = await call('committee/updateMemberArea', {
      userId: wu,
      buildingCodes: buildings.slice(0, 2).map((b) => b.buildingCode),
    });
    expect(area.statusCode).toBe(200);
    expect((await members()).find((m) => m.userId === wu)?.areaList).toHaveLength(2);
    const badArea = await call('committee/updateMemberArea', { userId: wu, buildingCodes: ['nope'] });
    expect(badArea.statusCode).toBe(400);
    expect((await members()).find((m) => m.userId === wu)?.areaList).toHaveLength(2);
  });

  it('keeps the admin: no removing the last admin, no own removal, transfer by the admin only', async () => {
    const adminId = await idOf('黄志强');
    const directorId = await idOf('张明');
    const self = await call('committee/deMember', { userId: adminId }, admin);
    expect(self.statusCode).toBe(400);
    expect(bodyOf(self).message).toBe('不能对自己进行此操作');
    const notAdmin = await call('committee/adminTransfer', { userId: directorId }, director);
    expect(notAdmin.statusCode).toBe(403);
    expect(bodyOf(notAdmin).message).toBe('仅小区管理员可以进行此操作');
    const transferred = await call('committee/adminTransfer', { userId: directorId }, admin);
    expect(transferred.statusCode).toBe(200);
    const after = await members();
    expect(after.find((m) => m.userId === directorId)?.roleTypeList).toContain('COMMUNITY_ADMIN');
    expect(after.find((m) => m.userId === adminId)?.roleTypeList).not.toContain('COMMUNITY_ADMIN');
    // Back again, by the new admin.
    expect((await call('committee/adminTransfer', { userId: adminId }, director)).statusCode).toBe(200);
  });

  it('removes a member; the removed member loses the workbench of the community', async () => {
    const newcomer = await tokenFor(ctx, '13600000099');
    const id = await idOf('新委员');
    const removed = await call('committee/deMember', { userId: id });
    expect(removed.statusCode).toBe(200);
    expect((await members()).some((m) => m.userId === id)).toBe(false);
    const next = await get(ctx, `/v1/meeting/list?communityInfoCode=${C}`, { token: newcomer });
    expect(next.statusCode).toBe(404);
    expect((await call('committee/deMember', { userId: id })).statusCode).toBe(404);
  });
});

describe('operate permissions', () => {
  it('narrows a member; the next call of that member is 403, widening restores it', async () => {
    const lin = await idOf('林秀梅');
    const listUrl = `/v1/archive/list?communityInfoCode=${C}&archiveType=ARCHIVE`;
    expect((await get(ctx, listUrl, { token: secretary })).statusCode).toBe(200);
    const narrowed = await okData<PermissionInfo>(
      await call('operateRole/update', { userId: lin, operateRoleTypeList: ['OHC_VIEW', 'NOTICE_VIEW'] }),
    );
    expect(narrowed).toMatchObject({
      operateRoleTypeList: ['OHC_VIEW', 'NOTICE_VIEW'],
      customPermission: true,
    });
    const refused = await get(ctx, listUrl, { token: secretary });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('您在当前小区没有该功能的权限');
    // The member sees the narrowed set after a fresh login too.
    const info = await okData<{
      operateRoleDTOs: { communityInfoCode: string; operateRoleTypeList: string[] }[];
    }>(await get(ctx, '/v1/account/loginInfoToC', { token: secretary }));
    expect(info.operateRoleDTOs.find((dto) => dto.communityInfoCode === C)?.operateRoleTypeList).toEqual([
      'OHC_VIEW',
      'NOTICE_VIEW',
    ]);
    const restored = await okData<PermissionInfo>(
      await call('operateRole/update', {
        userId: lin,
        operateRoleTypeList: narrowed.operateRoleTypeList.concat(['ARCHIVE_VIEW']),
      }),
    );
    expect(restored.operateRoleTypeList).toContain('ARCHIVE_VIEW');
    expect((await get(ctx, listUrl, { token: secretary })).statusCode).toBe(200);
  });

  it('keeps a member editing themselves within their role and refuses bad input', async () => {
    const wang = await idOf('王强');
    const own = await okData<PermissionInfo>(
      await get(ctx, `/v1/owner/operateRole/info?communityInfoCode=${C}&userId=${wang}`, { token: property }),
    );
    expect(own.editable).toBe(true);
    const beyond = await call(
      'operateRole/update',
      { userId: wang, operateRoleTypeList: [...own.operateRoleTypeList, 'VOTING_MANAGEMENT'] },
      property,
    );
    expect(beyond.statusCode).toBe(403);
    expect(bodyOf(beyond).message).toBe('不能为自己设置超出角色默认范围的权限');
    const unknown = await call('operateRole/update', { userId: wang, operateRoleTypeList: ['EVERYTHING'] });
    expect(unknown.statusCode).toBe(400);
    const unchanged = await okData<PermissionInfo>(
      await get(ctx, `/v1/owner/operateRole/info?communityInfoCode=${C}&userId=${wang}`, { token: director }),
    );
    expect(unchanged).toEqual({ ...own, editable: true, isSelf: false });
    // Narrowing oneself is fine.
    const narrowed = await call(
      'operateRole/update',
      { userId: wang, operateRoleTypeList: ['OHC_VIEW'] },
      property,
    );
    expect(narrowed.statusCode).toBe(200);
  });

  it('answers 401 without a session and 404 for another community or a non-member', async () => {
    expect((await get(ctx, `/v1/owner/committee/member?communityInfoCode=${C}`)).statusCode).toBe(401);
    const lin = await idOf('林秀梅');
    const other = await call('operateRole/update', {
      communityInfoCode: 'TYXQ001',
      userId: lin,
      operateRoleTypeList: [],
    });
    expect(other.statusCode).toBe(404);
    const owner = await get(ctx, `/v1/owner/operateRole/info?communityInfoCode=${C}&userId=nobody`, {
      token: director,
    });
    expect(owner.statusCode).toBe(404);
    const memberOnly = await call(
      'committee/addMember',
      { mobile: '13600000098', ownerName: '某人', roleTypeList: ['COMMITTEE_MEMBER'] },
      secretary,
    );
    expect(memberOnly.statusCode).toBe(403);
  });
});
