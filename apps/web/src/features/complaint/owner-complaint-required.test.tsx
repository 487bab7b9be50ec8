import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OwnerComplaintPage } from './owner-complaint-page';

// Issue #24: the complaint form marks the fields the server requires (complaintCreateInput):
// 小区, 投诉类型 and 投诉内容; 照片 stays optional.
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govComplaint/ownerList')) return ok({ list: [], total: 0, page: 1, size: 50 });
    if (url.startsWith('/v1/owner/myHouses'))
      return ok({ communities: [{ communityInfoCode: 'YGHY001', communityName: '阳光花园' }] });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner complaint form', () => {
  it('marks the required fields and refuses to send without them', async () => {
    renderRoutes([{ path: '*', element: <OwnerComplaintPage /> }], '/owner/complaints');
    const form = await waitFor(
      () => {
        const found = document.querySelector('form#ownerComplaint');
        if (!found) throw new Error('form not rendered');
        return found as HTMLFormElement;
      },
      { timeout: 20000 },
    );
    const labels = [...form.querySelectorAll('.ant-form-item-label label')];
    const required = labels.filter((label) => label.classList.contains('ant-form-item-required'));
    expect(required.map((label) => label.textContent)).toEqual(['小区', '投诉类型', '投诉内容']);
    expect(labels.map((label) => label.textContent)).toContain('图片');
    // Without type and content nothing is sent.
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelectorAll('.ant-form-item-explain-error').length).toBe(2));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('ownerCreate'))).toBe(false);
  }, 60_000);
});
