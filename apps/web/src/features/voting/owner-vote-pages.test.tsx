import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OwnerVotePage, OwnerVotesPage } from './owner-vote-pages';

const options = [
  { choice: 'AGREE', name: '同意' },
  { choice: 'DISAGREE', name: '反对' },
  { choice: 'ABSTAIN', name: '弃权' },
];
const issue = (issueKey: string, title: string) => ({
  issueKey,
  title,
  description: '',
  issueTypeId: 4,
  issueType: 'PROPERTY_SERVICE',
  issueTypeName: '选聘和解聘物业服务企业或者其他管理人',
  effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
  votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'],
  countingRuleParam: null,
  belowLegalFloor: false,
  issueOptions: options,
});
const info = {
  votingCode: 'V1',
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  title: '续聘物业',
  votingState: 'PROCESSING',
  votingStateName: '进行中',
  startDate: '2026-11-21T01:00:00.000Z',
  endDate: '2026-11-28T01:00:00.000Z',
  voted: false,
  description: '',
  materialAttachments: [],
  files: [],
  issues: [issue('1', '续聘物业'), issue('2', '增设充电桩')],
  myHouseCodes: ['H1', 'H2'],
  canVote: true,
  cannotVoteReason: null,
  myBallot: null,
};
const receipt = {
  votingCode: 'V1',
  ballotHash: 'a'.repeat(64),
  seq: 3,
  channel: 'ONLINE',
  castAt: '2026-11-21T02:00:00.000Z',
  houseCodes: ['H1', 'H2'],
  choices: { '1': 'AGREE', '2': 'DISAGREE' },
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let current: Record<string, unknown> = info;

beforeEach(() => {
  current = info;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/voteInfo')) return ok(current);
    if (url.startsWith('/v1/owner/castVote')) return ok(receipt);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const render = () =>
  renderRoutes([{ path: '/owner/votes/:votingCode', element: <OwnerVotePage /> }], '/owner/votes/V1');

describe('voting on the phone', () => {
  it('asks for every issue, confirms, casts and shows the receipt with the ballot hash', async () => {
    render();
    fireEvent.click(within(await screen.findByRole('region', { name: '续聘物业' })).getByText('同意'));
    fireEvent.click(screen.getByRole('button', { name: /提交投票/ }));
    expect(await screen.findByText('请对议题 2 作出选择')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('region', { name: '增设充电桩' })).getByText('反对'));
    fireEvent.click(screen.getByRole('button', { name: /提交投票/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 套房屋/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确认提交/ }));
    expect(await screen.findByTestId('ballot-hash')).toHaveProperty('textContent', 'a'.repeat(64));
    const cast = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/owner/castVote'));
    expect(JSON.parse(String(cast?.[1]?.body))).toEqual({
      votingCode: 'V1',
      choices: { '1': 'AGREE', '2': 'DISAGREE' },
    });
  });

  it('links the materials by their public id (published with the vote), not the private route', async () => {
    current = {
      ...info,
      materialAttachments: ['A1'],
      files: [
        {
          attachmentId: 'A1',
          pubAttachmentId: 'P1',
          sourceName: '续聘方案.pdf',
          contentType: 'application/pdf',
          size: 9,
        },
      ],
    };
    render();
    const link = await screen.findByRole('link', { name: '续聘方案.pdf' });
    expect(link.getAttribute('href')).toBe('/v1/api/cos/pubDownload?pubAttachmentId=P1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('tells the owner the announcement date and the rules of the vote (SPEC §3)', async () => {
    current = { ...info, votingDate: '2026-11-20', votingRule: '一户一票\n在线投票优先' };
    render();
    expect((await screen.findByTestId('owner-vote-rule')).textContent).toContain('一户一票\n在线投票优先');
    expect(screen.getByTestId('owner-vote-date').textContent).toBe('公告日期：2026-11-20');
  });

  it('shows why an owner cannot vote and offers no submit button', async () => {
    current = { ...info, canVote: false, cannotVoteReason: '请先完成业主认证后再投票' };
    render();
    expect(await screen.findByText('请先完成业主认证后再投票')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /提交投票/ })).toBeNull());
  });
});

describe('OwnerVotesPage', () => {
  const item = (votingCode: string, votingState: string, title: string) => ({
    votingCode,
    communityInfoCode: 'YGHY001',
    communityName: '阳光花园',
    title,
    votingState,
    votingStateName: '',
    startDate: '2026-11-01T01:00:00.000Z',
    endDate: '2026-11-08T01:00:00.000Z',
    voted: true,
  });

  it('offers 删除 only on closed votes, and removes one after confirmation', async () => {
    let list = [item('V1', 'PROCESSING', '正在进行的表决'), item('V2', 'FINISH', '已完成的表决')];
    const posted: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/v1/owner/votes')) return ok(list);
      if (url.startsWith('/v1/myVoting/delete')) {
        posted.push(String(init?.body));
        list = list.filter((vote) => vote.votingCode !== 'V2');
        return ok(null);
      }
      return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
    });
    renderRoutes([{ path: '/owner/votes', element: <OwnerVotesPage /> }], '/owner/votes');
    const items = await screen.findAllByTestId('owner-vote-item');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('从我的表决中删除？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByText('已完成的表决')).toBeNull());
    expect(posted).toEqual([JSON.stringify({ votingCode: 'V2' })]);
    expect(screen.getByText('正在进行的表决')).toBeTruthy();
  });
});
