import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ExaminePage } from './examine-page';

const community = {
  communityInfoCode: 'A',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR' as const],
  hasAuth: 'YES' as const,
  vankeTag: 'NO' as const,
  crmRole: null,
  experienceTag: 'NO' as const,
  experienceServiceTag: 'NO' as const,
  hasOpenWorkOrder: 'NO' as const,
  viewOnlyForOwners: 'NO' as const,
  allowOwnerMotion: 'NO' as const,
  votingRoleTypes: [],
};

const workbench: Workbench = {
  area: '/manage',
  user: { communities: [community] } as unknown as UserInfoDto,
  community,
  permissions: ['HOUSE_OWNER_MANAGEMENT'],
  page: pageConfig(COMMUNITY_PAGE, 'certificationExamine'),
  linkTo: (path) => `/manage/${path}`,
};

const item = {
  certificationId: 'C1',
  certificationType: 'TENANT',
  state: 'REVIEWING',
  gmtCreate: '2026-02-21T02:00:00.000Z',
  gmtReview: null,
  ownerName: '林秀英',
  mobile: '13900000012',
  cardType: 'RESIDENT_ID_CARD',
  cardNo: '440305********01**',
  isAgent: 'YES',
  agentName: '林大伟',
  agentCardType: 'PASSPORT',
  house: { houseCode: 'H1', buildingCode: 'B2', buildingName: '2栋', unitNo: '2', houseNo: '302' },
  houseCount: 1,
  rejectReason: null,
};
const info = {
  ...item,
  agentCardNo: 'E1*******',
  agentMobile: '13900000099',
  proveFiles: [],
  agentProveFiles: [],
  reviewerName: null,
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/certification/search'))
      return ok({ list: [item], total: 1, page: 1, size: 20 });
    if (url.startsWith('/v1/owner/certification/getInfo')) return ok(info);
    if (url.startsWith('/v1/owner/certification/review')) {
      const body = JSON.parse(String(init?.body)) as { rejectReason: string };
      return ok({
        ...info,
        state: 'REJECTED',
        rejectReason: body.rejectReason,
        gmtReview: '2026-02-22T02:00:00.000Z',
      });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner certification review', () => {
  it('lists the applications under review with their house, types and state', async () => {
    renderWithProviders(
      <WorkbenchContext.Provider value={workbench}>
        <ExaminePage />
      </WorkbenchContext.Provider>,
    );
    const row = await screen.findByRole('row', { name: /林秀英/ });
    for (const text of ['2栋 2-302', '居民身份证', '护照', '租户', '审核中', '代理']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/v1/owner/certification/search?communityInfoCode=A&page=1&size=20&state=REVIEWING',
    );
  });

  it('needs a reason to reject, then sends it with the masked record', async () => {
    renderWithProviders(
      <WorkbenchContext.Provider value={workbench}>
        <ExaminePage />
      </WorkbenchContext.Provider>,
    );
    const row = await screen.findByRole('row', { name: /林秀英/ });
    fireEvent.click(within(row).getByRole('button', { name: /审\s*核/ }));
    // The drawer's module loads on first open.
    const masked = await screen.findByTestId('masked-card-no', {}, { timeout: 8000 });
    expect(masked.textContent).toBe('440305********01**');
    fireEvent.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const dialog = (await screen.findByText('驳回认证申请')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '房产证照片不清晰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/owner/certification/review')).toBe(
        true,
      ),
    );
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/v1/owner/certification/review') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      communityInfoCode: 'A',
      certificationId: 'C1',
      state: 'REJECTED',
      rejectReason: '房产证照片不清晰',
    });
  });

  it('government staff (view permissions only) open a record read-only: no approve or reject (issue #28 item 8)', async () => {
    const gov: Workbench = {
      ...workbench,
      area: '/government',
      community: { ...community, roles: ['GOV_MEMBER' as const] },
      permissions: ['OHC_VIEW', 'VOTING_VIEW', 'NOTICE_VIEW'],
      linkTo: (path) => `/government/${path}`,
    };
    renderWithProviders(
      <WorkbenchContext.Provider value={gov}>
        <ExaminePage />
      </WorkbenchContext.Provider>,
    );
    const row = await screen.findByRole('row', { name: /林秀英/ });
    expect(within(row).queryByRole('button', { name: /审\s*核/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /查\s*看/ }));
    const masked = await screen.findByTestId('masked-card-no', {}, { timeout: 8000 });
    expect(masked.textContent).toBe('440305********01**');
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /驳\s*回/ })).toBeNull();
  });
});
