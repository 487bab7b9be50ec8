import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import {
  GovConsultationCreatePage,
  GovConsultationDetailPage,
  GovConsultationListPage,
} from './gov-solicitation-pages';

const community = (communityInfoCode: string, communityName: string) => ({
  communityInfoCode,
  communityName,
});

const workbench = {
  area: '/government',
  user: {
    userId: 'GOV',
    communities: [community('YGHY001', '阳光花园'), community('XFL001', '幸福里')],
  } as unknown as UserInfoDto,
  community: null,
  permissions: [],
  page: pageConfig(COMMUNITY_PAGE, 'govConsultationList'),
  linkTo: (path: string) => `/government/${path}`,
} as unknown as Workbench;

const base = {
  isDraft: 'NO',
  stateName: '',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: '2026-11-27T01:00:00.000Z',
  tags: [],
  createdAt: '2026-11-19T01:00:00.000Z',
  allCommunities: false,
  publisherName: '刘伟',
};
const ITEMS = [
  {
    ...base,
    intentionSolicitationId: 'GS1',
    title: '老旧小区改造意见征集',
    state: 'IN_PROGRESS',
    joinNum: 2,
    ownerCount: 40,
    communities: [community('YGHY001', '阳光花园'), community('XFL001', '幸福里')],
  },
  {
    ...base,
    intentionSolicitationId: 'GS2',
    title: '草稿问卷',
    isDraft: 'YES',
    state: 'DRAFT',
    joinNum: 0,
    ownerCount: 20,
    communities: [community('YGHY001', '阳光花园')],
  },
];
const INFO = {
  ...ITEMS[0],
  desc: '请提意见',
  descFile: [],
  mvcFile: [],
  signAttachment: [],
  relationProposalId: null,
  scopeType: 'COMMUNITY',
  buildingCodes: [],
  buildingNames: [],
  files: [],
  questions: [
    {
      questionId: 1,
      title: '是否支持加装电梯',
      type: 'SINGLE_CHOICE',
      typeName: '单选题',
      required: true,
      descFile: [],
      answerNum: 2,
      options: [
        { optionId: 11, content: '支持', descFile: [], num: 2, percentage: '100.00' },
        { optionId: 12, content: '不支持', descFile: [], num: 0, percentage: '0.00' },
      ],
    },
    {
      questionId: 2,
      title: '其他建议',
      type: 'MULTI_LINE_TEXT',
      typeName: '多行文本',
      required: false,
      descFile: [],
      answerNum: 1,
      options: [],
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: { url: string; body: unknown } | null;

beforeEach(() => {
  sent = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/gov/intentionSolicitation/webList'))
      return ok({ list: ITEMS, total: 2, page: 1, size: 10 });
    if (url.startsWith('/v1/gov/intentionSolicitation/info')) return ok(INFO);
    if (url.startsWith('/v1/gov/intentionSolicitation/textAnswers'))
      return ok({
        list: [
          { questionId: 2, text: '希望增加停车位', ownerName: '王芳', joinDate: '2026-11-20T02:00:00.000Z' },
        ],
        total: 1,
        page: 1,
        size: 50,
      });
    if (url.startsWith('/v1/gov/intentionSolicitation/saveDraft')) {
      sent = { url, body: JSON.parse(String(init?.body)) };
      return ok({ ...INFO, intentionSolicitationId: 'GS3', isDraft: 'YES', state: 'DRAFT' });
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

describe('government opinion collection pages', () => {
  it('lists questionnaires with audience and responses; only drafts offer 编辑', async () => {
    render('/', <GovConsultationListPage />);
    const started = (await screen.findByText('老旧小区改造意见征集', {}, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(started).getByText('2个小区')).toBeTruthy();
    expect(within(started).getByText('2/40')).toBeTruthy();
    expect(within(started).getByText('进行中')).toBeTruthy();
    expect(within(started).queryByText('编辑')).toBeNull();
    const draft = screen.getByText('草稿问卷').closest('tr') as HTMLElement;
    expect(within(draft).getByText('阳光花园')).toBeTruthy();
    expect(within(draft).getByText('编辑').getAttribute('href')).toBe(
      '/government/govConsultation/create?id=GS2',
    );
  }, 60_000);

  it('shows the results with the questionnaire area’s bars and the text answers', async () => {
    render(
      '/govConsultation/GS1',
      <GovConsultationDetailPage />,
      '/govConsultation/:intentionSolicitationId',
    );
    expect(await screen.findByText('阳光花园、幸福里', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('join-num').textContent).toBe('2');
    expect(screen.getAllByTestId('result-bar')).toHaveLength(2);
    expect(screen.getByText('2 人 · 100.00%')).toBeTruthy();
    expect(await screen.findByText('希望增加停车位')).toBeTruthy();
  }, 60_000);

  it('saves a draft to the chosen communities with the questionnaire form’s questions', async () => {
    render('/', <GovConsultationCreatePage />);
    fireEvent.change(await screen.findByLabelText('问卷标题', {}, { timeout: 5000 }), {
      target: { value: '垃圾分类意见征集' },
    });
    fireEvent.click(screen.getByLabelText('指定小区'));
    const select = await screen.findByRole('combobox', { name: '征集小区' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('幸福里'));
    // The blank question the form starts with is left out of a draft (the server would refuse it).
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent?.body).toMatchObject({
      title: '垃圾分类意见征集',
      allCommunities: false,
      communityInfoCodes: ['XFL001'],
      questions: [],
    });
    // A question begun is kept.
    sent = null as typeof sent;
    fireEvent.change(screen.getByLabelText('问题标题'), { target: { value: '分类桶放在哪里？' } });
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent?.body).toMatchObject({
      questions: [{ title: '分类桶放在哪里？', type: 'SINGLE_CHOICE', required: true }],
    });
    expect(sent?.body).not.toHaveProperty('communityInfoCode');
  }, 60_000);
});
