import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { CommunitySettingsPage } from './settings-page';

// The community flag "publish house numbers with vote results" (issue #21 item 5), default off.
const workbench = {
  area: '/manage',
  user: {},
  community: { communityInfoCode: 'YGHY001', communityName: '阳光花园' },
  permissions: [],
  page: {},
  linkTo: (path: string) => `/manage/${path}`,
} as unknown as Workbench;

const settings = {
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  hasAuth: 'NO',
  organisationState: null,
  allowOwnerMotion: 'YES',
  viewOnlyForOwners: 'NO',
  publishHouseNumbers: 'NO',
  votingRoleTypes: [
    { communityInfoVotingRoleType: 'OWNER', isEnable: 'YES' },
    { communityInfoVotingRoleType: 'TENANT', isEnable: 'NO' },
    { communityInfoVotingRoleType: 'FAMILY_MEMBER', isEnable: 'NO' },
  ],
  isAdmin: true,
};

const fetchMock = vi.fn<typeof fetch>();
let sent: Record<string, unknown> | null = null;

beforeEach(() => {
  sent = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
    if (url.startsWith('/v1/communityInfo/settings')) return ok(settings);
    if (url.startsWith('/v1/communityRegistration/mine')) return ok([]);
    if (url.startsWith('/v1/communityInfo/updateSettings')) {
      sent = JSON.parse(String(init?.body));
      return ok({ ...settings, publishHouseNumbers: 'YES' });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('community settings', () => {
  it('saves whether vote results publish house numbers (off by default)', async () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <WorkbenchContext.Provider value={workbench}>
              <CommunitySettingsPage />
            </WorkbenchContext.Provider>
          ),
        },
      ],
      '/manage/communitySettings',
    );
    const flag = await screen.findByRole('switch', { name: '表决公示公开房号' });
    expect(flag.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/姓名和手机号任何时候都不公开/)).toBeTruthy();
    fireEvent.click(flag);
    fireEvent.click(screen.getByRole('button', { name: /保存设置/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      communityInfoCode: 'YGHY001',
      allowOwnerMotion: 'YES',
      viewOnlyForOwners: 'NO',
      publishHouseNumbers: 'YES',
      votingRoleTypes: [
        { communityInfoVotingRoleType: 'OWNER', isEnable: 'YES' },
        { communityInfoVotingRoleType: 'TENANT', isEnable: 'NO' },
        { communityInfoVotingRoleType: 'FAMILY_MEMBER', isEnable: 'NO' },
      ],
    });
  });

  it('asks tenants and family members to answer questionnaires when ticked (SPEC §3 votingRoleTypes)', async () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <WorkbenchContext.Provider value={workbench}>
              <CommunitySettingsPage />
            </WorkbenchContext.Provider>
          ),
        },
      ],
      '/manage/communitySettings',
    );
    const tenants = await screen.findByLabelText('租户');
    expect((screen.getByLabelText('业主') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('业主') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('家庭成员') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(tenants);
    fireEvent.click(screen.getByRole('button', { name: /保存设置/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent?.votingRoleTypes).toEqual([
      { communityInfoVotingRoleType: 'OWNER', isEnable: 'YES' },
      { communityInfoVotingRoleType: 'TENANT', isEnable: 'YES' },
      { communityInfoVotingRoleType: 'FAMILY_MEMBER', isEnable: 'NO' },
    ]);
  });
});
