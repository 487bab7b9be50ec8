import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { ElderModeProvider } from '../elder-mode';
import { OwnerAppFrame } from '../owner-frame';
import { OwnerProfile } from './owner-profile';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

const routes = [
  {
    path: '/owner',
    element: (
      <ElderModeProvider>
        <OwnerAppFrame />
      </ElderModeProvider>
    ),
    children: [{ path: 'profile', element: <OwnerProfile /> }],
  },
];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/baseInfo')) {
      return ok({
        ownerName: '张三',
        mobile: '13800000001',
        cardType: 'RESIDENT_ID_CARD',
        cardNo: '110101199003074514',
        certificationStatus: 'YES',
      });
    }
    if (url.startsWith('/v1/account/logoutToC')) return ok(null);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner profile (我的)', () => {
  it('shows the masked ID and the certification state, and switches 长辈模式 on and off', async () => {
    const { container } = renderRoutes(routes, '/owner/profile');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByTestId('owner-card-no').textContent).toBe('居民身份证 110101********45**');
    expect(container.querySelector('.otag--success')?.textContent).toBe('已认证');
    const elder = screen.getByTestId('elder-mode-switch');
    expect(elder.getAttribute('role')).toBe('switch');
    expect(elder.getAttribute('aria-checked')).toBe('false');
    expect(elder.getAttribute('aria-labelledby')).toBeTruthy();
    fireEvent.click(elder);
    expect(elder.getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.dataset.elder).toBe('on');
    fireEvent.click(elder);
    expect(elder.getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.dataset.elder).toBe('off');
    expect(container.querySelector('.ant-btn')).toBeNull();
  });

  it('logs out after 确定退出登录吗？ and shows the login again', async () => {
    renderRoutes(routes, '/owner/profile');
    fireEvent.click(await screen.findByText('退出登录'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定退出登录吗？');
    fireEvent.click(dialog.querySelector('.ob--primary') as HTMLElement);
    expect(await screen.findByRole('heading', { name: '业主登录' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('ownerToken')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/account/logoutToC'))).toBe(true);
  });
});
