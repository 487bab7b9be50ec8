import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { GovConsultationCreatePage, GovConsultationDetailPage } from './gov-solicitation-pages';

// Issue #28 item 7: the government questionnaire takes mvcFile (说明材料) and signAttachment
// (签字文件) like the committee's form (SPEC §3).
const workbench = {
  area: '/government',
  user: {
    userId: 'GOV',
    communities: [{ communityInfoCode: 'YGHY001', communityName: '阳光花园' }],
  } as unknown as UserInfoDto,
  community: null,
  permissions: [],
  page: pageConfig(COMMUNITY_PAGE, 'govConsultationList'),
  linkTo: (path: string) => `/government/${path}`,
} as unknown as Workbench;

const file = (attachmentId: string, sourceName: string) => ({
  attachmentId,
  sourceName,
  contentType: 'application/pdf',
  size: 2048,
});
const INFO = {
  intentionSolicitationId: 'GS9',
  title: '加装电梯意见征集',
  isDraft: 'YES',
  state: 'DRAFT',
  stateName: '',
  startDate: null,
  endDate: null,
  joinNum: 0,
  joinDate: null,
  tags: [],
  createdAt: '2026-11-19T01:00:00.000Z',
  allCommunities: false,
  communities: [{ communityInfoCode: 'YGHY001', communityName: '阳光花园' }],
  ownerCount: 20,
  publisherName: '刘伟',
  desc: '',
  descFile: [],
  mvcFile: ['AT1'],
  signAttachment: ['AT2'],
  relationProposalId: null,
  scopeType: 'COMMUNITY',
  buildingCodes: [],
  buildingNames: [],
  files: [file('AT1', '改造方案说明.pdf'), file('AT2', '街道签字页.pdf')],
  questions: [],
};

const fetchMock = vi.fn<typeof fetch>();
let sent: Record<string, unknown> | null;

beforeEach(() => {
  sent = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
    if (url.startsWith('/v1/gov/intentionSolicitation/info')) return ok(INFO);
    if (url.startsWith('/v1/gov/intentionSolicitation/saveDraft')) {
      sent = JSON.parse(String(init?.body));
      return ok(INFO);
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function render(path: string, element: React.ReactElement, route = '*') {
  return renderRoutes(
    [
      {
        path: route,
        element: <WorkbenchContext.Provider value={workbench}>{element}</WorkbenchContext.Provider>,
      },
    ],
    path,
  );
}

describe('government questionnaire files (SPEC §3 mvcFile, signAttachment)', () => {
  it('the form has both fields; a re-opened draft names its files and saves them back', async () => {
    render('/?id=GS9', <GovConsultationCreatePage />);
    expect(await screen.findByText('说明材料', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('签字文件')).toBeTruthy();
    expect(screen.getByText(/仅本单位工作人员可见/)).toBeTruthy();
    expect(await screen.findByText('改造方案说明.pdf')).toBeTruthy();
    expect(screen.getByText('街道签字页.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ mvcFile: ['AT1'], signAttachment: ['AT2'] });
  }, 60_000);

  it('the detail names both files under their labels', async () => {
    render(
      '/govConsultation/GS9',
      <GovConsultationDetailPage />,
      '/govConsultation/:intentionSolicitationId',
    );
    expect(await screen.findByText('改造方案说明.pdf', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('说明材料')).toBeTruthy();
    expect(screen.getByText('签字文件')).toBeTruthy();
    expect(screen.getByText('街道签字页.pdf')).toBeTruthy();
  }, 60_000);
});
