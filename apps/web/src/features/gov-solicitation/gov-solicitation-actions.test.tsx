import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { buttonByText } from '../../test/queries';
import { jsonResponse, renderRoutes } from '../../test/render';
import { GovConsultationDetailPage, GovConsultationListPage } from './gov-solicitation-pages';

/** 撤回 / 延期 / 删除 of government questionnaires on the list and detail pages. */

const workbench = {
  area: '/government',
  user: { userId: 'GOV', communities: [] } as unknown as UserInfoDto,
  community: null,
  permissions: [],
  page: pageConfig(COMMUNITY_PAGE, 'govConsultationList'),
  linkTo: (path: string) => `/government/${path}`,
} as unknown as Workbench;

const END = '2099-01-10T02:00:00.000Z';
const item = (id: string, title: string, state: string, isDraft = 'NO') => ({
  intentionSolicitationId: id,
  title,
  state,
  isDraft,
  stateName: '',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: END,
  tags: [],
  createdAt: '2026-11-19T01:00:00.000Z',
  joinNum: 1,
  ownerCount: 20,
  allCommunities: true,
  communities: [],
  publisherName: '刘伟',
});
const ITEMS = [
  item('GS1', '进行中的问卷', 'IN_PROGRESS'),
  item('GS2', '草稿问卷', 'DRAFT', 'YES'),
  item('GS3', '已结束的问卷', 'ENDED'),
];
const INFO = {
  ...ITEMS[0],
  desc: '',
  descFile: [],
  mvcFile: [],
  signAttachment: [],
  relationProposalId: null,
  scopeType: 'COMMUNITY',
  buildingCodes: [],
  buildingNames: [],
  files: [],
  questions: [],
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: { url: string; body: Record<string, unknown> }[];
let refuseDelay: boolean;

beforeEach(() => {
  sent = [];
  refuseDelay = false;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/gov/intentionSolicitation/webList'))
      return ok({ list: ITEMS, total: 3, page: 1, size: 10 });
    if (url.startsWith('/v1/gov/intentionSolicitation/info')) return ok(INFO);
    if (init?.method === 'POST') {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      if (url.endsWith('/delay') && refuseDelay)
        return jsonResponse({ code: 409, message: '问卷已结束，不能延期', data: null }, 409);
      return ok(url.endsWith('/delay') ? INFO : null);
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
      { path: '/government/govConsultation', element: <div>列表页</div> },
    ],
    path,
  );
}

/** Types a time into the antd picker and confirms it with the dropdown's OK button. */
function pick(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  const dropdown = document.querySelector(
    '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
  ) as HTMLElement;
  fireEvent.click(within(dropdown).getByRole('button', { name: /确\s*定|OK/ }));
}

const row = async (title: string) =>
  (await screen.findByText(title, {}, { timeout: 5000 })).closest('tr') as HTMLElement;

const button = buttonByText;

describe('government questionnaire actions', () => {
  it('offers each state only its actions (the domain rule)', async () => {
    render('/', <GovConsultationListPage />);
    const running = await row('进行中的问卷');
    expect(button(running, '延期')).toBeTruthy();
    expect(button(running, '撤回')).toBeTruthy();
    expect(button(running, '删除')).toBeNull();
    const draft = await row('草稿问卷');
    expect(button(draft, '删除草稿')).toBeTruthy();
    expect(button(draft, '撤回')).toBeNull();
    const ended = await row('已结束的问卷');
    expect(button(ended, '删除')).toBeTruthy();
    expect(button(ended, '延期')).toBeNull();
    // The shared bar's 复制为草稿 is the workbench questionnaire's alone.
    expect(button(ended, '复制为草稿')).toBeNull();
  }, 60_000);

  it('withdraws after confirmation and deletes a draft', async () => {
    render('/', <GovConsultationListPage />);
    fireEvent.click(button(await row('进行中的问卷'), '撤回') as HTMLElement);
    const [confirm] = await screen.findAllByText(/已提交的答卷保留可查/);
    fireEvent.click(
      within(confirm?.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /撤\s*回/ }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/v1/gov/intentionSolicitation/withdrawal',
      body: { intentionSolicitationId: 'GS1' },
    });
    fireEvent.click(button(await row('草稿问卷'), '删除草稿') as HTMLElement);
    const [deleteConfirm] = await screen.findAllByText(/确定删除“草稿问卷”吗/);
    fireEvent.click(
      within(deleteConfirm?.closest('.ant-modal') as HTMLElement).getByRole('button', {
        name: /删\s*除/,
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.url).toBe('/v1/gov/intentionSolicitation/deleteDraft');
  }, 60_000);

  it('delay refuses an earlier end on the page, sends a later one, shows a server refusal', async () => {
    render(
      '/govConsultation/GS1',
      <GovConsultationDetailPage />,
      '/govConsultation/:intentionSolicitationId',
    );
    fireEvent.click(await screen.findByRole('button', { name: /^延\s*期$/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    pick(input, '2099/01/10 00:00');
    fireEvent.click(within(dialog).getByRole('button', { name: /延\s*期/ }));
    expect(await within(dialog).findByText('延期后的结束时间必须晚于原结束时间')).toBeTruthy();
    expect(sent).toHaveLength(0);

    pick(input, '2099/01/20 10:00');
    refuseDelay = true;
    fireEvent.click(within(dialog).getByRole('button', { name: /延\s*期/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/v1/gov/intentionSolicitation/delay');
    expect(sent[0]?.body.intentionSolicitationId).toBe('GS1');
    expect(Date.parse(String(sent[0]?.body.endDate))).toBeGreaterThan(Date.parse(END));
    expect(await screen.findByText('问卷已结束，不能延期')).toBeTruthy();
  }, 60_000);
});
