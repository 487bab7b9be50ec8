import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OperatorHome } from './operator-pages';

vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let operator: 'YES' | 'NO';

beforeEach(() => {
  operator = 'YES';
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    jsonResponse({ code: 200, message: 'ok', data: { isOperator: operator } }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderHome() {
  return renderRoutes(
    [
      { path: '/manage', element: <OperatorHome fallback={<p>暂无可管理的小区</p>} /> },
      { path: '/manage/:page', element: <p>operator page</p> },
    ],
    '/manage',
  );
}

describe('OperatorHome (a community page seen by an operator without a community)', () => {
  it('leads a platform operator to every operator page', async () => {
    const { router } = renderHome();
    expect(await screen.findByText('您是平台运营人员')).toBeTruthy();
    for (const name of ['政府认证审核', '入驻申请审核', '客户线索'])
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /平台运营人员/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/platformOperators'));
  });

  it('shows anyone else the no-community message', async () => {
    operator = 'NO';
    renderHome();
    expect(await screen.findByText('暂无可管理的小区')).toBeTruthy();
    expect(screen.queryByText('您是平台运营人员')).toBeNull();
  });
});
