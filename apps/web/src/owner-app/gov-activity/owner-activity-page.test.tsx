import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerToastHost } from '../owner-ui';
import { OwnerActivityPage } from './owner-activity-page';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let signedUp = false;
const activity = () => ({
  activityId: 'AC1',
  title: '社区义诊',
  place: '社区服务中心',
  startTime: '2026-12-01T01:00:00.000Z',
  endTime: '2026-12-01T04:00:00.000Z',
  signUpDeadline: '2026-11-30T10:00:00.000Z',
  signUpState: 'OPEN',
  signUpCount: signedUp ? 3 : 2,
  capacity: 30,
  signedUp,
  communities: [{ communityInfoCode: 'YGHY001', communityName: '阳光花园' }],
});

beforeEach(() => {
  signedUp = false;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govActivity/ownerList'))
      return ok({ list: [activity()], total: 1, page: 1, size: 50 });
    if (url.startsWith('/v1/owner/myHouses'))
      return ok({ communities: [{ communityInfoCode: 'YGHY001', communityName: '阳光花园', houses: [] }] });
    if (url.startsWith('/v1/govActivity/ownerSignUp')) {
      signedUp = true;
      return ok(null);
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner activities (owner entry)', () => {
  it('signs up for my community, says so, and shows the new count and 取消报名', async () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <OwnerActivityPage />
              <OwnerToastHost />
            </>
          ),
        },
      ],
      '/owner/govActivities',
    );
    const item = await screen.findByTestId('owner-activity-item');
    expect(item.textContent).toContain('2/30');
    fireEvent.click(within(item).getByText('我要报名'));
    expect(await screen.findByText('报名成功')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/govActivity/ownerSignUp'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ activityId: 'AC1', communityInfoCode: 'YGHY001' });
    await waitFor(() => expect(item.textContent).toContain('3/30'));
    expect(within(item).getByText('取消报名')).toBeTruthy();
  });
});
