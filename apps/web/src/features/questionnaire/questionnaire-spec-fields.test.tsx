import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { ConsultationDetailPage, ConsultationListPage } from './questionnaire-pages';

// Issue #28 item 7: the questionnaire's meeting material (mvcFile), sign sheet (signAttachment) and
// the staff-side joinDate (latest answer) are shown where staff and owners read a questionnaire.

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const file = (attachmentId: string, sourceName: string) => ({
  attachmentId,
  pubAttachmentId: `P-${attachmentId}`,
  sourceName,
  contentType: 'application/pdf',
  size: 10,
});

const ITEM = {
  intentionSolicitationId: 'IS1',
  title: '加装电梯意向征询',
  isDraft: 'NO',
  state: 'ENDED',
  stateName: '已结束',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: '2026-11-27T01:00:00.000Z',
  joinNum: 1,
  joinDate: '2026-11-21T02:30:00.000Z',
  tags: [],
  createdAt: '2026-11-19T01:00:00.000Z',
};
const INFO = {
  ...ITEM,
  desc: '',
  descFile: [],
  mvcFile: ['M1'],
  signAttachment: ['S1'],
  relationProposalId: null,
  scopeType: 'COMMUNITY',
  buildingCodes: [],
  buildingNames: [],
  questions: [],
  files: [file('M1', '电梯方案.pdf'), file('S1', '业委会签字页.pdf')],
};
const OWNER_INFO = {
  intentionSolicitationId: 'IS1',
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  title: '加装电梯意向征询',
  state: 'IN_PROGRESS',
  stateName: '进行中',
  startDate: ITEM.startDate,
  endDate: ITEM.endDate,
  answered: false,
  desc: '',
  descFile: [],
  mvcFile: ['M1'],
  joinNum: 0,
  resultsVisible: false,
  questions: [],
  files: [file('M1', '电梯方案.pdf')],
  myAnswer: null,
  canAnswer: true,
  cannotAnswerReason: null,
  canChange: false,
};

const fetchMock = stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/intentionSolicitation/list'))
    return ok({ list: [ITEM], total: 1, page: 1, size: 20 });
  if (url.startsWith('/v1/intentionSolicitation/info')) return ok(INFO);
  if (url.startsWith('/v1/intentionSolicitation/updateAttachment'))
    return ok({ ...INFO, signAttachment: [] });
  if (url.startsWith('/v1/owner/intentionSolicitation/info')) return ok(OWNER_INFO);
  if (url.startsWith('/v1/api/cos/downloadGrant')) return ok({ grants: [] });
  return undefined;
});

function renderStaff(path: string, permissions: string[]) {
  return renderWorkbenchPage({
    routes: {
      '/manage/consultation': <ConsultationListPage />,
      '/manage/consultation/:intentionSolicitationId': <ConsultationDetailPage />,
    },
    path,
    workbench: testWorkbench(permissions, 'consultationList', 'YGHY001'),
  });
}

describe('questionnaire mvcFile, signAttachment and joinDate (SPEC §3)', () => {
  it('the list shows when the latest answer came in', async () => {
    renderStaff('/manage/consultation', ['INTENTION_VIEW']);
    expect((await screen.findAllByText('最近参与')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(formatDateTime(ITEM.joinDate))).length).toBeGreaterThan(0);
  });

  it('the detail shows the latest answer, the material and the sign sheet to view-only staff', async () => {
    renderStaff('/manage/consultation/IS1', ['INTENTION_VIEW']);
    expect((await screen.findByTestId('join-date')).textContent).toBe(formatDateTime(ITEM.joinDate));
    expect(within(screen.getByTestId('qn-mvcFile')).getByText('电梯方案.pdf')).toBeTruthy();
    expect(within(screen.getByTestId('qn-signAttachment')).getByText('业委会签字页.pdf')).toBeTruthy();
    expect(screen.queryByText('保存附件')).toBeNull();
  });

  it('a manager replaces the sign sheet after the end through updateAttachment', async () => {
    renderStaff('/manage/consultation/IS1', ['INTENTION_MANAGEMENT']);
    const sheet = await screen.findByTestId('qn-signAttachment');
    await waitFor(() => expect(within(sheet).getByText('业委会签字页.pdf')).toBeTruthy());
    // (role queries and user-event's pointer checks take a minute over this page in jsdom)
    fireEvent.click(within(sheet).getByLabelText(/删除|Remove file/));
    fireEvent.click(await screen.findByText('保存附件'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).startsWith('/v1/intentionSolicitation/updateAttachment'),
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/v1/intentionSolicitation/updateAttachment'),
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      communityInfoCode: 'YGHY001',
      intentionSolicitationId: 'IS1',
      mvcFile: ['M1'],
      signAttachment: [],
    });
  });
});
