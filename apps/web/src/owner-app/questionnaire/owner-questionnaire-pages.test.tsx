import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { ElderModeProvider } from '../elder-mode';
import { OwnerQuickVotePage } from '../quick-vote/owner-quick-vote-page';
import { OwnerConsultationPage } from './owner-consultation-page';
import { OwnerConsultationsPage } from './owner-consultations-page';

// The owner's questionnaire and quick-resolution pages. Issue #28 item 1: a withdrawn questionnaire or
// quick resolution keeps the owner's answer, and the owner who answered sees it as withdrawn (已撤回)
// in the list and on its page.

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

let questionnaireInfo: unknown = QUESTIONNAIRE_INFO;
let quickVoteInfo: unknown = QUICK_VOTE_INFO;

beforeEach(() => {
  questionnaireInfo = QUESTIONNAIRE_INFO;
  quickVoteInfo = QUICK_VOTE_INFO;
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/intentionSolicitation/list')) return ok([QUESTIONNAIRE]);
    if (url.startsWith('/v1/owner/intentionSolicitation/info')) return ok(questionnaireInfo);
    if (url.startsWith('/v1/owner/issueQuick/list')) return ok([QUICK_VOTE]);
    if (url.startsWith('/v1/owner/issueQuick/info')) return ok(quickVoteInfo);
    if (url.startsWith('/v1/owner/intentionSolicitation/answer')) return ok(null);
    if (url.startsWith('/v1/owner/issueQuick/answer')) return ok(null);
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

const OPEN = { state: 'IN_PROGRESS', stateName: '进行中', answered: false };
const bodyOf = (prefix: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith(prefix));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('answering on the phone', () => {
  it('shows the meeting material (issue #28 item 7) and submits the chosen option', async () => {
    questionnaireInfo = {
      ...QUESTIONNAIRE_INFO,
      ...OPEN,
      mvcFile: ['M1'],
      files: [
        {
          attachmentId: 'M1',
          pubAttachmentId: 'P-M1',
          sourceName: '电梯方案.pdf',
          contentType: 'application/pdf',
          size: 10,
        },
      ],
      myAnswer: null,
      canAnswer: true,
      cannotAnswerReason: null,
    };
    renderRoutes(
      [{ path: '/owner/consultations/:intentionSolicitationId', element: <OwnerConsultationPage /> }],
      '/owner/consultations/IS1',
    );
    const material = await screen.findByTestId('owner-mvc-file');
    expect(within(material).getByText('电梯方案.pdf').closest('a')?.getAttribute('href')).toContain('P-M1');
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-labelledby')).toBe('owner-question-1');
    fireEvent.click(within(group).getByText('同意'));
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    await waitFor(() =>
      expect(bodyOf('/v1/owner/intentionSolicitation/answer')).toMatchObject({
        intentionSolicitationId: 'IS1',
        answers: [{ questionId: 1, optionIds: [11] }],
      }),
    );
  });

  it('draws the choices large in elder mode', async () => {
    localStorage.setItem('ownerElderMode', 'on');
    questionnaireInfo = {
      ...QUESTIONNAIRE_INFO,
      ...OPEN,
      myAnswer: null,
      canAnswer: true,
      cannotAnswerReason: null,
    };
    renderRoutes(
      [
        {
          path: '/owner/consultations/:intentionSolicitationId',
          element: (
            <ElderModeProvider>
              <OwnerConsultationPage />
            </ElderModeProvider>
          ),
        },
      ],
      '/owner/consultations/IS1',
    );
    expect((await screen.findByRole('radiogroup')).className).toContain('ochoice--large');
    expect(document.documentElement.dataset.elder).toBe('on');
  });

  it('confirms a quick resolution’s answer before the irreversible submit', async () => {
    quickVoteInfo = {
      ...QUICK_VOTE_INFO,
      ...OPEN,
      myChoice: null,
      canAnswer: true,
      cannotAnswerReason: null,
    };
    renderRoutes(
      [{ path: '/owner/quickVotes/:issueQuickId', element: <OwnerQuickVotePage /> }],
      '/owner/quickVotes/IQ1',
    );
    const submit = (await screen.findByRole('button', { name: '提交表决' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    fireEvent.click(submit);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('您的意见：同意');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf('/v1/owner/issueQuick/answer')).toBeUndefined();
    fireEvent.click(submit);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '提交表决' }));
    await waitFor(() =>
      expect(bodyOf('/v1/owner/issueQuick/answer')).toMatchObject({ issueQuickId: 'IQ1', choice: 'AGREE' }),
    );
  });
});
