import { MESSAGES } from '@gongzhi/domain/common/messages';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session';
import { governmentRoutes } from '../routes/government-routes';
import { jsonResponse, renderRoutes } from '../test/render';

const fetchMock = vi.fn<typeof fetch>();

const govUser = (hasGovAuth: 'NO' | 'REVIEWING') => ({
  mobile: '13800000007',
  ownerName: '周敏',
  userId: 'u7',
  ownerId: 'u7',
  avatar: null,
  adminOwnerType: 'GOV',
  communities: [
    {
      communityInfoCode: 'A',
      communityName: '阳光花园',
      roles: ['GOV_COMMUNITY'],
      hasAuth: 'YES',
      vankeTag: 'NO',
      crmRole: null,
      experienceTag: 'NO',
      experienceServiceTag: 'NO',
      hasOpenWorkOrder: 'NO',
      viewOnlyForOwners: 'NO',
      allowOwnerMotion: 'NO',
      votingRoleTypes: [],
    },
  ],
  operateRoleDTOs: [{ communityInfoCode: 'A', operateRoleTypeList: ['NOTICE_VIEW', 'OHC_VIEW'] }],
  cardNo: null,
  position: '社区网格员',
  hasGovAuth,
  govInfo: { streetCode: 'S1', streetName: '示范街道', govCommunityCode: 'C1', govCommunityName: '示范社区' },
});

const routes = [governmentRoutes, { path: '/login', element: <p>login page</p> }];
const requestedUrls = () => fetchMock.mock.calls.map(([input]) => String(input));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  saveSession({ token: 't', adminOwnerType: 'GOV' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  window.sessionStorage.clear();
});

describe('government certification gate', () => {
  it('gates a community page of uncertified staff with 去认证 and sends none of its requests', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ code: 200, message: 'ok', data: govUser('NO') }));
    renderRoutes(routes, '/government/notice?communityCode=A');
    expect(await screen.findByText(MESSAGES.govCertFirst, {}, { timeout: 20000 })).toBeTruthy();
    expect(screen.getByTestId('gate').getAttribute('data-gate')).toBe('certification');
    expect(screen.queryByRole('table')).toBeNull();
    // The notice list would be refused with 403 请先完成政府认证: it is never asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestedUrls().some((url) => url.includes('/notice'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(await screen.findByText('提交认证')).toBeTruthy();
  }, 40_000);

  it('says an application is under review instead of offering a second one', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ code: 200, message: 'ok', data: govUser('REVIEWING') }),
    );
    renderRoutes(routes, '/government/HouseRoster/highrise?communityCode=A');
    expect(await screen.findByText('政府认证审核中', {}, { timeout: 20000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看认证状态' }).getAttribute('href')).toBe('/government');
    expect(screen.queryByRole('button', { name: '去认证' })).toBeNull();
  }, 40_000);
});
