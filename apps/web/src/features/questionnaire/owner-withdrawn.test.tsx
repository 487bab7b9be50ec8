import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OwnerQuickVotePage } from '../quick-vote/owner-quick-vote-page';
import { OwnerConsultationPage, OwnerConsultationsPage } from './owner-questionnaire-pages';

// Issue #28 item 1: a withdrawn questionnaire or quick resolution keeps the owner's answer, and the
// owner who answered sees it as withdrawn (已撤回) in the list and on its page.

const item = {
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  state: 'WITHDRAWN',
  stateName: '已撤回',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: '2026-11-27T01:00:00.000Z',
  answered: true,
};
const QUESTIONNAIRE = { ...item, intentionSolicitationId: 'IS1', title: '电梯加装意向调查' };
const QUICK_VOTE = { ...item, issueQuickId: 'IQ1', title: '更换门禁系统' };
const QUESTIONNAIRE_INFO = {
  ...QUESTIONNAIRE,
  desc: '',
  descFile: [],
  mvcFile: [],
  joinNum: 0,
  resultsVisible: false,
  files: [],
  questions: [
    {
      questionId: 1,
      title: '是否同意加装电梯',
      type: 'SINGLE_CHOICE',
      typeName: '单选',
      required: true,
      descFile: [],
      answerNum: 0,
      options: [
        { optionId: 11, content: '同意', descFile: [], num: 0, percentage: '0.00' },
        { optionId: 12, content: '不同意', descFile: [], num: 0, percentage: '0.00' },
      ],
    },
  ],
  myAnswer: { joinDate: '2026-11-21T02:00:00.000Z', answers: [{ questionId: 1, optionIds: [12], text: '' }] },
  canAnswer: false,
  cannotAnswerReason: '问卷已撤回，不能作答',
  canChange: false,
};
const QUICK_VOTE_INFO = {
  ...QUICK_VOTE,
  desc: '',
  descFile: [],
  mvcFile: [],
  files: [],
  myChoice: 'DISAGREE',
  canAnswer: false,
  cannotAnswerReason: '快速决议已撤回，不能表决',
  results: null,
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/intentionSolicitation/list')) return ok([QUESTIONNAIRE]);
    if (url.startsWith('/v1/owner/intentionSolicitation/info')) return ok(QUESTIONNAIRE_INFO);
    if (url.startsWith('/v1/owner/issueQuick/list')) return ok([QUICK_VOTE]);
    if (url.startsWith('/v1/owner/issueQuick/info')) return ok(QUICK_VOTE_INFO);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner pages of a withdrawn item (issue #28)', () => {
  it('list both as 已撤回 and answered', async () => {
    renderRoutes(
      [{ path: '/owner/consultations', element: <OwnerConsultationsPage /> }],
      '/owner/consultations',
    );
    const questionnaire = await screen.findByTestId('owner-questionnaire');
    expect(within(questionnaire).getByTestId('state-tag').textContent).toBe('已撤回');
    expect(within(questionnaire).getByText('已提交')).toBeTruthy();
    const quickVote = screen.getByTestId('owner-quick-vote');
    expect(within(quickVote).getByTestId('state-tag').textContent).toBe('已撤回');
  });

  it('show the questionnaire withdrawn with the owner’s kept answer and no way to change it', async () => {
    renderRoutes(
      [{ path: '/owner/consultations/:intentionSolicitationId', element: <OwnerConsultationPage /> }],
      '/owner/consultations/IS1',
    );
    expect((await screen.findByTestId('state-tag')).textContent).toBe('已撤回');
    expect(screen.getByTestId('owner-withdrawn').textContent).toContain('发起方已撤回本问卷，您的答卷已保留');
    expect(screen.getByText(/您已于 .* 提交/)).toBeTruthy();
    expect(screen.queryByTestId('change-answer')).toBeNull();
    expect(screen.queryByRole('button', { name: /提交/ })).toBeNull();
  });

  it('show the quick resolution withdrawn with the owner’s kept choice', async () => {
    renderRoutes(
      [{ path: '/owner/quickVotes/:issueQuickId', element: <OwnerQuickVotePage /> }],
      '/owner/quickVotes/IQ1',
    );
    expect((await screen.findByTestId('state-tag')).textContent).toBe('已撤回');
    expect(screen.getByTestId('owner-withdrawn').textContent).toContain('发起方已撤回本快速决议');
    expect(screen.getByText('您的表决：不同意')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交表决' })).toBeNull();
  });
});
