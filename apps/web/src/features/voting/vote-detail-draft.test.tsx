import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { VoteDetailPage } from './vote-detail-page';

// Issue #24: a draft's detail page offers 编辑, 删除 and 发布, and no links to ballots, exports or
// the result, which a draft does not have.

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const info = (votingState: string) => ({
  votingCode: 'D1',
  title: '电梯更新草稿',
  votingState,
  votingStateName: votingState,
  scopeType: 'COMMUNITY',
  startDate: '2026-12-01T01:00:00.000Z',
  endDate: '2026-12-15T10:00:00.000Z',
  pdStartDate: null,
  pdEndDate: null,
  votingDate: null,
  issueCount: 1,
  gmtCreate: '2026-11-19T01:00:00.000Z',
  description: '',
  materialAttachments: [],
  votingRule: '',
  signAttachment: [],
  faceAuthorizationLetter: [],
  files: [],
  buildingCodes: [],
  houseCodes: [],
  settings: {
    nonResponsePolicy: 'NOT_PARTICIPATED',
    followMajorityOffered: false,
    blankCountsAsParticipation: true,
    proxyVoting: false,
  },
  issues: [
    {
      title: '更新电梯',
      description: '',
      // A draft the domain's publish rules accept (the page checks them before sending).
      issueTypeId: 1,
      effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
      votingRuleParam: ['3/4', '3/4', 'GREATER_THAN_OR_EQUAL'],
      countingRuleParam: null,
    },
  ],
  rollFrozen: false,
  ballotCount: 0,
  votingIssueStatistics: [],
  chain: { head: '0'.repeat(64), count: 0 },
});

let state = 'DRAFT';
beforeEach(() => {
  state = 'DRAFT';
});

const fetchMock = stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/voting/infoSimplify')) return ok(info(state));
  if (url.startsWith('/v1/voting/createSimplify'))
    return ok({ ...info('HAS_NOT_STARTED'), votingCode: 'V9' });
  if (url.startsWith('/v1/voting/deleteDraft')) return ok(null);
  if (url.startsWith('/v1/voting/votingScope')) return ok([]);
  if (url.startsWith('/v1/voteWhiteList/list')) return ok([]);
  return undefined;
});

const render = () =>
  renderWorkbenchPage({
    routes: {
      '/manage/voteDetail/:votingCode': <VoteDetailPage />,
      '/manage/vote': <p>vote list</p>,
      '/manage/vote/create': <p>vote form</p>,
    },
    path: '/manage/voteDetail/D1',
    workbench: testWorkbench(['VOTING_VIEW', 'VOTING_MANAGEMENT'], 'voteDetail', 'YGHY001'),
  });

const posted = (path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input).startsWith(path) && init?.method === 'POST');

describe('a draft vote on its detail page', () => {
  it('offers 编辑, 删除 and 发布 and no links to ballots, exports or the result', async () => {
    render();
    expect(await screen.findByRole('button', { name: /^编\s?辑$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^删\s?除$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发布表决' })).toBeTruthy();
    // antd spaces out two-character labels (导 出).
    for (const name of [/纸质表决票/, /送达记录/, /无效票/, /^导\s?出$/, /结果公示页/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('tab', { name: '实时统计' })).toBeNull();
  });

  it('publishes the draft after a confirmation and opens the new vote', async () => {
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: '发布表决' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '发布表决' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/voteDetail/V9'));
    const [create] = posted('/v1/voting/createSimplify');
    expect(JSON.parse(String(create?.[1]?.body))).toMatchObject({
      title: '电梯更新草稿',
      communityInfoCode: 'YGHY001',
    });
    expect(posted('/v1/voting/deleteDraft')).toHaveLength(1);
  });

  it('编辑 opens the form on the draft', async () => {
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: /^编\s?辑$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?votingCode=D1'));
  });

  it('a published vote keeps its record links and has no draft actions', async () => {
    state = 'PROCESSING';
    render();
    expect(await screen.findByRole('button', { name: '结果公示页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^导\s?出$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布表决' })).toBeNull();
  });
});
