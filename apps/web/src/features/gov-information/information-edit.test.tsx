import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ActivityCreatePage } from '../gov-activity/activity-pages';
import { InformationCreatePage, InformationDetailPage } from './information-pages';

/** Editing a release and an activity reuses the create forms (govInformation/update, govActivity/update). */

const communities = [
  { communityInfoCode: 'YGHY001', communityName: '阳光花园' },
  { communityInfoCode: 'XFL001', communityName: '幸福里' },
];
const workbench = {
  area: '/government',
  user: { userId: 'GOV', communities } as unknown as UserInfoDto,
  community: null,
  permissions: [],
  page: pageConfig(COMMUNITY_PAGE, 'informationCreate'),
  linkTo: (path: string) => `/government/${path}`,
} as unknown as Workbench;

const file = {
  attachmentId: 'A1',
  pubAttachmentId: 'P1',
  sourceName: '政策原文.pdf',
  contentType: 'application/pdf',
  size: 10,
};
const INFORMATION = {
  informationId: 'I1',
  title: '垃圾分类新规解读',
  informationType: 'LIVELIHOOD_POLICY',
  content: '<p>新规自下月起施行</p>',
  cover: null,
  attachments: [file],
  allCommunities: false,
  communities: [communities[0]],
  publisherName: '陈静',
  gmtCreate: '2026-11-20T01:00:00.000Z',
  readCount: 1,
  ownerCount: 20,
};
const ACTIVITY = {
  activityId: 'H1',
  title: '社区义诊',
  content: '<p>免费测血压</p>',
  place: '党群服务中心',
  startTime: '2026-12-01T01:00:00.000Z',
  endTime: '2026-12-01T03:00:00.000Z',
  signUpDeadline: '2026-11-30T01:00:00.000Z',
  capacity: 30,
  signUpCount: 2,
  state: 'PUBLISHED',
  signUpState: 'OPEN',
  allCommunities: false,
  communities: [communities[0]],
  publisherName: '陈静',
  gmtCreate: '2026-11-20T01:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: { url: string; body: Record<string, unknown> } | null;

beforeEach(() => {
  sent = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/govInformation/info')) return ok(INFORMATION);
    if (url.startsWith('/v1/govActivity/info')) return ok(ACTIVITY);
    if (url.startsWith('/v1/govInformation/update') || url.startsWith('/v1/govActivity/update')) {
      sent = { url, body: JSON.parse(String(init?.body)) };
      return ok(url.includes('Activity') ? ACTIVITY : INFORMATION);
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

describe('editing government releases and activities', () => {
  it('the detail page links to the create form with the id', async () => {
    render('/information/I1', <InformationDetailPage />, '/information/:id');
    const edit = await screen.findByTestId('information-edit', {}, { timeout: 5000 });
    expect(edit.closest('a')?.getAttribute('href')).toBe('/government/information/create?id=I1');
  }, 60_000);

  it('the create form opened with ?id= is filled in and saves through govInformation/update', async () => {
    render('/information/create?id=I1', <InformationCreatePage />);
    const title = (await screen.findByDisplayValue(
      '垃圾分类新规解读',
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(screen.getByTestId('information-edit-hint')).toBeTruthy();
    expect(screen.getByText('政策原文.pdf')).toBeTruthy();
    fireEvent.change(title, { target: { value: '垃圾分类新规解读（修订）' } });
    fireEvent.click(screen.getByRole('button', { name: /保存修改/ }));
    await waitFor(() => expect(sent).not.toBeNull(), { timeout: 5000 });
    expect(sent?.url).toContain('/v1/govInformation/update');
    expect(sent?.body).toMatchObject({
      informationId: 'I1',
      title: '垃圾分类新规解读（修订）',
      informationType: 'LIVELIHOOD_POLICY',
      attachmentIds: ['A1'],
      allCommunities: false,
      communityInfoCodes: ['YGHY001'],
    });
  }, 60_000);

  it('the activity form opened with ?id= is filled in and saves through govActivity/update', async () => {
    render('/activity/create?id=H1', <ActivityCreatePage />);
    const place = (await screen.findByDisplayValue(
      '党群服务中心',
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(screen.getByTestId('activity-edit-hint').textContent).toContain('已有2人报名');
    fireEvent.change(place, { target: { value: '社区卫生服务站' } });
    fireEvent.click(screen.getByRole('button', { name: /保存修改/ }));
    await waitFor(() => expect(sent).not.toBeNull(), { timeout: 5000 });
    expect(sent?.url).toContain('/v1/govActivity/update');
    expect(sent?.body).toMatchObject({
      activityId: 'H1',
      place: '社区卫生服务站',
      capacity: 30,
      startTime: '2026-12-01T01:00:00.000Z',
      signUpDeadline: '2026-11-30T01:00:00.000Z',
      communityInfoCodes: ['YGHY001'],
    });
  }, 60_000);
});
