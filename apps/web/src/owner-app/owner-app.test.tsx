import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../test/owner-render';
import { deferLazyRoutes } from './deferred-routes';
import { OwnerAppFrame } from './owner-frame';
import { OwnerHome } from './owner-home';
import { createOwnerRoutes } from './owner-routes';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

const house = (houseCode: string, ownerHouseInfoState: string) => ({
  houseCode,
  buildingName: '1栋',
  buildingAttribute: 'HIGH_RISE',
  unitNo: '1',
  floor: 1,
  houseNo: houseCode,
  area: 8950,
  relationType: 'OWNER',
  ownerHouseInfoState,
});

function answer(communities: unknown[], login: 'ok' | 'refused' = 'ok') {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/account/sendMobileCode')) return ok({ devCode: '123456' });
    if (url.startsWith('/v1/account/mobileLogin')) {
      return login === 'ok'
        ? ok({ token: 'owner-token' })
        : jsonResponse({ code: 400, message: '验证码错误', data: null });
    }
    if (url.startsWith('/v1/owner/baseInfo')) return ok({ ownerName: '张三', mobile: '13800000001' });
    if (url.startsWith('/v1/owner/myHouses')) return ok({ communities });
    if (url.startsWith('/v1/owner/certification/myList')) return ok([]);
    if (url.startsWith('/v1/owner/notices')) return ok([{ hasRead: 'NO' }, { hasRead: 'YES' }]);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
}

// The frame and home of the owner entry, with stand-ins for the pages that are not theirs.
const routes = [
  {
    path: '/owner',
    element: <OwnerAppFrame />,
    children: [
      { index: true, element: <OwnerHome /> },
      { path: 'votes/:code', element: <p>vote page</p> },
      { path: 'certify', element: <p>certify page</p> },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner entry', () => {
  it('logs in by SMS at the address opened, so a shared link opens its page', async () => {
    answer([]);
    const { router } = renderRoutes(routes, '/owner/votes/V1?from=wechat');
    expect(screen.getByRole('heading', { name: '业主登录' })).toBeTruthy();
    const mobile = screen.getByLabelText('手机号');
    fireEvent.change(mobile, { target: { value: '123' } });
    fireEvent.blur(mobile);
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(mobile, { target: { value: '13800000001' } });
    fireEvent.click(screen.getByText('获取验证码'));
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveProperty('value', '123456'));
    expect(screen.getByText('演示环境验证码：123456')).toBeTruthy();
    fireEvent.click(screen.getByText('登录'));
    expect(await screen.findByText('vote page')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/owner/votes/V1?from=wechat',
    );
    expect(localStorage.getItem('ownerToken')).toContain('owner-token');
  });

  it('shows a refused login in the 登录失败 dialog', async () => {
    answer([], 'refused');
    renderRoutes(routes, '/owner');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByText('登录'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('登录失败');
    expect(dialog.textContent).toContain('验证码错误');
    fireEvent.click(screen.getByText('确定'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the houses with their state, the shortcuts with the unread count, and 认证其他房屋', async () => {
    localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
    answer([
      {
        communityInfoCode: 'C1',
        communityName: '阳光花园',
        houses: [house('101', 'CORRECT_INFO'), house('102', 'TO_CONFIRM')],
      },
    ]);
    const { router, container } = renderRoutes(routes, '/owner');
    expect(await screen.findByText('您好，张三')).toBeTruthy();
    const region = screen.getByLabelText('阳光花园');
    expect(region.textContent).toContain('1栋 1-101');
    expect(region.textContent).toContain('已认证');
    expect(region.textContent).toContain('待确认');
    expect(region.textContent).toContain('业主 · 89.50㎡');
    for (const id of ['notices', 'finance', 'consultations', 'work-orders', 'complaints', 'votes']) {
      expect(container.querySelector(`[data-testid="owner-shortcut-${id}"]`), id).not.toBeNull();
    }
    await waitFor(() => expect(container.querySelector('.owner-badge__count')?.textContent).toBe('1'));
    expect(container.querySelector('.ant-btn')).toBeNull();
    fireEvent.click(screen.getByText('认证其他房屋'));
    expect(await screen.findByText('certify page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/certify');
  });

  it('gates an owner without houses with 去认证', async () => {
    localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
    answer([]);
    const { container } = renderRoutes(routes, '/owner');
    expect(await screen.findByText('尚未完成业主认证')).toBeTruthy();
    expect(container.querySelector('[data-gate="certification"]')).not.toBeNull();
    expect(screen.getByText('去认证')).toBeTruthy();
  });

  it('loads a deep link’s page only after the login, at the address opened', async () => {
    answer([]);
    // The page's module as a route's `lazy` fetches it: counted, resolved at once.
    const loadVotePage = vi.fn(async () => ({ Component: () => <p>vote page</p> }));
    const deferred = deferLazyRoutes([
      {
        path: '/owner',
        element: <OwnerAppFrame />,
        children: [{ path: 'votes/:code', lazy: loadVotePage }],
      },
    ]);
    const { router } = renderRoutes(deferred, '/owner/votes/V1?from=wechat');
    expect(screen.getByRole('heading', { name: '业主登录' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    // The login screen is all there is before the login: the page's chunk is not requested.
    expect(loadVotePage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('登录'));
    expect(await screen.findByText('vote page')).toBeTruthy();
    expect(loadVotePage).toHaveBeenCalledTimes(1);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/owner/votes/V1?from=wechat',
    );
  });

  it('links the shortcuts to the owner pages', async () => {
    localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
    answer([{ communityInfoCode: 'C1', communityName: '阳光花园', houses: [house('101', 'CORRECT_INFO')] }]);
    const { container } = renderRoutes(routes, '/owner');
    expect(await screen.findByText('您好，张三')).toBeTruthy();
    const href = (id: string) =>
      container.querySelector(`[data-testid="owner-shortcut-${id}"]`)?.getAttribute('href');
    expect(href('complaints')).toBe('/owner/complaints');
    expect(href('gov-information')).toBe('/owner/govInformation');
    expect(href('gov-activities')).toBe('/owner/govActivities');
    expect(href('votes')).toBe('/owner/votes');
  });

  it('answers every owner page, the scan page and not-found, and leaves for addresses outside /owner', () => {
    const paths = (
      routes: readonly { path?: string; index?: boolean; children?: unknown[] }[],
      base: string,
    ): string[] =>
      routes.flatMap((route) => {
        const here =
          route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
        const own = route.index || (route.path !== undefined && !route.children) ? [here] : [];
        return [...own, ...paths((route.children ?? []) as typeof routes, here)];
      });
    const entry = paths(createOwnerRoutes(), '');
    const pages = ['/owner', '/owner/certify', '/owner/profile', '/owner/votes/:votingCode/result'];
    for (const path of [...pages, '/owner/scan-login', '/owner/*']) {
      expect(entry, path).toContain(path);
    }
    expect(entry.length).toBeGreaterThan(20);
    expect(entry).toContain('/*');
  });
});
