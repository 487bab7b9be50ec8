import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OwnerComplaintPage } from './owner-complaint-page';

// Issue #24: an owner sees the photos sent with a complaint among 我的投诉.
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const complaint = {
  complaintId: 'C1',
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  complaintType: 'ENVIRONMENT',
  content: '垃圾站异味严重',
  state: 'HANDLING',
  reply: null,
  gmtCreate: '2026-11-20T01:00:00.000Z',
  photos: [{ attachmentId: 'P1', sourceName: '垃圾站现场.jpg', contentType: 'image/jpeg', size: 2048 }],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govComplaint/ownerList'))
      return ok({ list: [complaint], total: 1, page: 1, size: 50 });
    if (url.startsWith('/v1/owner/myHouses')) return ok({ communities: [] });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('my complaints', () => {
  it('show the photos I sent', async () => {
    renderRoutes([{ path: '*', element: <OwnerComplaintPage /> }], '/owner/complaints');
    expect(await screen.findByText('垃圾站异味严重', {}, { timeout: 20000 })).toBeTruthy();
    expect(screen.getByAltText('垃圾站现场.jpg')).toBeTruthy();
  }, 60_000);
});
