import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OwnerProposalListPage } from '../proposal/owner-proposal-pages';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

const application = (state: 'REVIEWING' | 'REJECTED') => ({
  certificationId: 'C1',
  communityName: '阳光花园',
  house: { houseCode: 'H1' },
  state,
  rejectReason: null,
  gmtCreate: '2026-11-21T01:00:00.000Z',
});

function answer(applications: unknown[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/proposal/list')) return ok({ communities: [], list: [] });
    if (url.startsWith('/v1/owner/certification/myList')) return ok(applications);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
}

const routes = [
  { path: '/owner/proposals', element: <OwnerProposalListPage /> },
  { path: '/owner/certify', element: <p>certify page</p> },
];

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner certification gate', () => {
  it('explains the empty page of an uncertified owner and leads to 去认证', async () => {
    answer([]);
    const { router } = renderRoutes(routes, '/owner/proposals');
    expect(await screen.findByText('尚未完成业主认证', {}, { timeout: 20000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(await screen.findByText('certify page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/certify');
  }, 40_000);

  it('shows an application under review, still with 去认证', async () => {
    answer([application('REVIEWING')]);
    renderRoutes(routes, '/owner/proposals');
    expect(await screen.findByText('业主认证审核中', {}, { timeout: 20000 })).toBeTruthy();
    expect(screen.getByText(/您的认证申请正在审核中/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去认证' })).toBeTruthy();
  }, 40_000);
});
