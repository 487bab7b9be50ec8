import { MESSAGES } from '@gongzhi/domain/common/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session';
import { manageRoutes } from '../routes/manage-routes';
import { jsonResponse, renderRoutes } from '../test/render';

const fetchMock = vi.fn<typeof fetch>();

const community = (code: string, name: string, extra: Record<string, unknown> = {}) => ({
  communityInfoCode: code,
  communityName: name,
  roles: ['COMMITTEE_MEMBER'],
  hasAuth: 'YES',
  vankeTag: 'NO',
  crmRole: null,
  experienceTag: 'NO',
  experienceServiceTag: 'NO',
  hasOpenWorkOrder: 'YES',
  viewOnlyForOwners: 'NO',
  allowOwnerMotion: 'NO',
  votingRoleTypes: [],
  ...extra,
});

const user = {
  mobile: '13800000001',
  ownerName: '张明',
  userId: 'u1',
  ownerId: 'o1',
  avatar: null,
  adminOwnerType: 'COMMUNITY',
  communities: [
    community('A', '阳光花园'),
    community('B', '幸福里', { hasAuth: 'NO' }),
    community('T', '体验小区', { experienceTag: 'YES' }),
  ],
  operateRoleDTOs: [
    { communityInfoCode: 'A', operateRoleTypeList: ['NOTICE_VIEW', 'OHC_VIEW'] },
    { communityInfoCode: 'B', operateRoleTypeList: ['VOTING_VIEW'] },
    { communityInfoCode: 'T', operateRoleTypeList: ['OHC_VIEW'] },
  ],
  cardNo: null,
  position: null,
  hasGovAuth: 'NO',
  govInfo: null,
};

const routes = [manageRoutes, { path: '/login', element: <p>login page</p> }];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // A fresh response per call: a body can be read once, and the shell makes more than one call.
  fetchMock.mockImplementation(async () => jsonResponse({ code: 200, message: 'ok', data: user }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  window.sessionStorage.clear();
});

/** The first render pays for transforming the lazily loaded pages (seconds on a loaded machine). */
const COLD = { timeout: 18_000 };

describe('workbench shell', () => {
  it('sends a visitor without session to the login page with the location in `to`', async () => {
    const { router } = renderRoutes(routes, '/manage/vote?communityCode=A');
    expect(await screen.findByText('login page', {}, COLD)).toBeTruthy();
    expect(router.state.location.search).toBe(`?to=${encodeURIComponent('/manage/vote?communityCode=A')}`);
  });

  it('greets the user and shows only the menu items the community permits', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    renderRoutes(routes, '/manage/notice?communityCode=A');
    expect(await screen.findByText('您好，张明', {}, COLD)).toBeTruthy();
    expect(screen.getByRole('link', { name: '公告管理' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '高层' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '业主大会表决管理' })).toBeNull();
    expect(screen.queryByRole('link', { name: '业主认证审核' })).toBeNull();
    // The routed page renders inside the shell (the notice list of the notice area).
    expect(await screen.findByRole('table', {}, { timeout: 8000 })).toBeTruthy();
  }, 60_000);

  it('opens the menu over the page from ☰ on a narrow screen and closes it when an entry is chosen', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    const { router } = renderRoutes(routes, '/manage/notice?communityCode=A');
    // Cold: the shell and the notice page load lazily.
    const toggle = await screen.findByRole('button', { name: '菜单' }, { timeout: 30_000 });
    // No collapsing sider with its own trigger: that one pushed the page into a strip.
    expect(document.querySelector('.ant-layout-sider-zero-width-trigger')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', {}, COLD);
    expect(drawer.closest('.workbench')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('link', { name: '高层' }));
    // The router commits the location once the lazy page has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/HouseRoster/highrise'), {
      timeout: 30_000,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  }, 120_000);

  it('shows the no-permission message on a page the community does not permit', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    renderRoutes(routes, '/manage/HouseRoster/examine?communityCode=A');
    expect(await screen.findByText(MESSAGES.noPermission, {}, COLD)).toBeTruthy();
  }, 60_000);

  it('shows the certification message in an uncertified community', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    renderRoutes(routes, '/manage/vote?communityCode=B');
    expect(await screen.findByText(MESSAGES.communityNotCertified, {}, COLD)).toBeTruthy();
  }, 60_000);

  it('warns about an experience community with a 5-second dismiss countdown', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    renderRoutes(routes, '/manage/HouseRoster/highrise?communityCode=T');
    expect(await screen.findByText(MESSAGES.experienceTitle)).toBeTruthy();
    const dismiss = screen.getByRole('button', { name: /我知道了（5s）/ }) as HTMLButtonElement;
    expect(dismiss.disabled).toBe(true);
  });

  it('warns again on every entry to the experience community, not on its other pages', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
      // Pages the communities do not permit: the shell alone, no page data to answer.
      const { router } = renderRoutes(routes, '/manage/vote?communityCode=T');
      // Open, not closing (jsdom never ends the closing animation, so a closed modal keeps its node).
      const shown = () => {
        const dialog = screen.queryByText(MESSAGES.experienceTitle)?.closest('[role="dialog"]');
        return !!dialog && !dialog.className.includes('-leave');
      };
      await waitFor(() => expect(shown()).toBe(true), { timeout: 8000 });
      for (let second = 0; second < 5; second += 1) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000);
        });
      }
      fireEvent.click(await screen.findByRole('button', { name: '我知道了' }));
      await waitFor(() => expect(shown()).toBe(false));
      // Another page of the same community: no new entry.
      await act(() => router.navigate('/manage/notice?communityCode=T'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(shown()).toBe(false);
      // Another community, then the experience community again: a new entry.
      await act(() => router.navigate('/manage/vote?communityCode=A'));
      await act(() => router.navigate('/manage/vote?communityCode=T'));
      await waitFor(() => expect(shown()).toBe(true));
      expect(screen.getByRole('button', { name: /我知道了（5s）/ })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the not-found page with a way home', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    renderRoutes(routes, '/manage/no-such-page');
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回首页/ }).getAttribute('href')).toBe('/manage');
  });

  const answerOperator = (operator: 'YES' | 'NO') =>
    fetchMock.mockImplementation(async (input) =>
      jsonResponse({
        code: 200,
        message: 'ok',
        data: String(input).includes('/v1/govAuth/operator') ? { isOperator: operator } : user,
      }),
    );

  it('offers platform operators their pages in the user menu', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    answerOperator('YES');
    const { router } = renderRoutes(routes, '/manage/notice?communityCode=A');
    fireEvent.click(await screen.findByText('您好，张明', {}, { timeout: 8000 }));
    fireEvent.click(await screen.findByText('入驻申请审核'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/govJoinReview'));
  });

  it('offers the operator pages to nobody else', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    answerOperator('NO');
    renderRoutes(routes, '/manage/notice?communityCode=A');
    fireEvent.click(await screen.findByText('您好，张明', {}, { timeout: 8000 }));
    expect(await screen.findByText('平台服务协议')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/v1/govAuth/operator'))).toBe(true);
    expect(screen.queryByText('入驻申请审核')).toBeNull();
  });
});
