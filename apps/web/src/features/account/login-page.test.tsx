import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/manage/*', element: <p>manage area</p> },
  { path: '/government/*', element: <p>government area</p> },
];

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('LoginPage', () => {
  it('offers both login types and both tabs, QR first', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 200, data: { qrCode: 'data:image/png;base64,AA==', loginKey: 'k' } }),
    );
    renderRoutes(routes, '/login');
    expect(await screen.findByText('社区人员')).toBeTruthy();
    expect(screen.getByText('政府人员')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /微信扫码登录/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '短信登录' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: '微信登录二维码' })).toBeTruthy();
  });

  it('sends a logged-in user to `to` when it lies inside their area', async () => {
    saveSession({ token: 'tok', adminOwnerType: 'COMMUNITY' });
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 200, data: { adminOwnerType: 'COMMUNITY', userId: 'u' } }),
    );
    const { router } = renderRoutes(
      routes,
      `/login?to=${encodeURIComponent('/manage/vote?communityCode=A')}`,
    );
    expect(screen.getByText('登录中…')).toBeTruthy();
    expect(await screen.findByText('manage area')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/manage/vote?communityCode=A',
    );
  });

  it('ignores a `to` outside the area of the login type', async () => {
    saveSession({ token: 'tok', adminOwnerType: 'GOV' });
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, data: { adminOwnerType: 'GOV', userId: 'u' } }));
    const { router } = renderRoutes(routes, `/login?to=${encodeURIComponent('/manage/vote')}`);
    expect(await screen.findByText('government area')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/government');
  });

  it('shows the form again when the stored session is no longer valid', async () => {
    saveSession({ token: 'old', adminOwnerType: 'COMMUNITY' });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('loginInfoToC')
        ? jsonResponse({ code: 401, message: '请先登录', data: null }, 401)
        : jsonResponse({ code: 200, data: { qrCode: 'data:image/png;base64,AA==', loginKey: 'k' } }),
    );
    renderRoutes(routes, '/login');
    expect(await screen.findByText('欢迎登录共治工作台')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  describe('on a phone or tablet (SPEC §9 mobile detection by user agent)', () => {
    const WECHAT_ANDROID =
      'Mozilla/5.0 (Linux; Android 13; V2185A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI';
    const IPAD =
      'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';

    it("opens SMS login first in WeChat's in-app browser and points owners to the owner pages", async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_ANDROID);
      renderRoutes(routes, '/login');
      expect(await screen.findByRole('tab', { name: '短信登录', selected: true })).toBeTruthy();
      expect(
        screen.getByText('工作台供业委会、筹备组、物业和政府工作人员使用，建议在电脑上操作。'),
      ).toBeTruthy();
      const ownerLink = screen.getByRole('link', { name: /我是业主/ });
      expect(ownerLink.getAttribute('href')).toBe('/owner');
      // The QR code is never requested: a phone cannot scan its own screen.
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('wxLoginQRCode'))).toBe(false);
    });

    it('opens SMS login first on a tablet, without the owner notice', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPAD);
      renderRoutes(routes, '/login');
      expect(await screen.findByRole('tab', { name: '短信登录', selected: true })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /我是业主/ })).toBeNull();
    });
  });
});
