import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { MembersPage, PermissionPage } from './workgroup-pages';

/** The table row holding `text` (text queries are far cheaper than role queries over a whole table). */
async function rowOf(text: string | RegExp): Promise<HTMLElement> {
  const cell = await screen.findByText(text, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${String(text)}`);
  return row as HTMLElement;
}

const community = {
  communityInfoCode: 'A',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
  vankeTag: 'NO',
  crmRole: null,
  experienceTag: 'NO',
  experienceServiceTag: 'NO',
  hasOpenWorkOrder: 'NO',
  viewOnlyForOwners: 'NO',
  allowOwnerMotion: 'NO',
  votingRoleTypes: [],
};

function workbench(roles: string[]): Workbench {
  return {
    area: '/manage',
    user: { userId: 'ME', communities: [community] } as unknown as UserInfoDto,
    community: { ...community, roles, votingRoleTypes: [] } as unknown as Workbench['community'],
    permissions: ['OHC_VIEW'],
    page: pageConfig(COMMUNITY_PAGE, 'workgroupMembers'),
    linkTo: (path) => `/manage/${path}`,
  };
}

const member = (userId: string, ownerName: string, roleTypeList: string[], extra = {}) => ({
  id: userId,
  userId,
  ownerName,
  mobile: '138****0001',
  gender: 'MALE',
  age: 46,
  roleTypeList,
  userAvatar: null,
  areaList: [],
  customPermission: false,
  isSelf: false,
  ...extra,
});

const MEMBERS = [
  member('ME', '张明', ['COMMITTEE_DIRECTOR'], { isSelf: true }),
  member('ADM', '黄志强', ['COMMITTEE_DEPUTY_DIRECTOR', 'COMMUNITY_ADMIN']),
  member('LIN', '林秀梅', ['COMMITTEE_SECRETARY_MEMBER'], {
    gender: 'FEMALE',
    areaList: [{ buildingCode: 'B1', buildingName: '1栋' }],
  }),
];

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let permissionAnswer: unknown;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  permissionAnswer = null;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/committee/member')) return ok(MEMBERS);
    if (url.startsWith('/v1/owner/operateRole/info'))
      return ok({
        userId: 'LIN',
        ownerName: '林秀梅',
        roleTypeList: ['COMMITTEE_SECRETARY_MEMBER'],
        operateRoleTypeList: ['OHC_VIEW', 'ARCHIVE_VIEW', 'MEETING_MANAGEMENT'],
        defaultOperateRoleTypeList: ['OHC_VIEW', 'ARCHIVE_VIEW', 'MEETING_MANAGEMENT'],
        customPermission: false,
        isSelf: false,
        editable: true,
      });
    if (url.startsWith('/v1/owner/operateRole/update')) {
      permissionAnswer = JSON.parse(String(init?.body));
      return jsonResponse({ code: 403, message: '不能授予您自己没有的权限：档案管理', data: null }, 403);
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function render(path: string, roles: string[], element: React.ReactElement, route = '*') {
  return renderRoutes(
    [
      {
        path: route,
        element: <WorkbenchContext.Provider value={workbench(roles)}>{element}</WorkbenchContext.Provider>,
      },
    ],
    path,
  );
}

describe('workgroup members page', () => {
  it('lists members with Chinese role names and lets a director manage all but the admin and themself', async () => {
    render('/', ['COMMITTEE_DIRECTOR'], <MembersPage />);
    const lin = await rowOf('林秀梅');
    expect(within(lin).getByText('业委会秘书')).toBeTruthy();
    expect(within(lin).getByText('女')).toBeTruthy();
    expect(within(lin).getByText('1栋')).toBeTruthy();
    expect(within(lin).getByRole('button', { name: /移\s*除/ })).toBeTruthy();
    const admin = await rowOf('黄志强');
    expect(within(admin).getByText('小区管理员')).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: /移\s*除/ })).toBeNull();
    const self = await rowOf('张明');
    expect(within(self).queryByRole('button', { name: /角\s*色/ })).toBeNull();
    expect(screen.getByRole('button', { name: /添加成员/ })).toBeTruthy();
    // Not an admin: no transfer.
    expect(screen.queryByRole('button', { name: /转让管理员/ })).toBeNull();
  }, 60_000);

  it('shows an ordinary member the list without management buttons', async () => {
    render('/', ['COMMITTEE_MEMBER'], <MembersPage />);
    await rowOf('林秀梅');
    expect(screen.queryByRole('button', { name: /添加成员/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /移\s*除/ })).toBeNull();
  }, 60_000);
});

describe('permission page', () => {
  it('groups the permissions with Chinese titles and shows the server refusal', async () => {
    render('/permission/LIN', ['COMMITTEE_DIRECTOR'], <PermissionPage />, '/permission/:userId');
    const archive = await screen.findByRole('group', { name: '小区档案' });
    const view = within(archive).getByRole('checkbox', { name: '档案查看' }) as HTMLInputElement;
    const manage = within(archive).getByRole('checkbox', { name: '档案管理' }) as HTMLInputElement;
    expect(view.checked).toBe(true);
    expect(manage.checked).toBe(false);
    fireEvent.click(manage);
    fireEvent.click(screen.getByRole('button', { name: /保存权限/ }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '不能授予您自己没有的权限：档案管理',
    );
    await waitFor(() =>
      expect(permissionAnswer).toEqual({
        communityInfoCode: 'A',
        userId: 'LIN',
        operateRoleTypeList: ['OHC_VIEW', 'ARCHIVE_VIEW', 'ARCHIVE_MANAGEMENT', 'MEETING_MANAGEMENT'],
      }),
    );
  }, 60_000);
});
