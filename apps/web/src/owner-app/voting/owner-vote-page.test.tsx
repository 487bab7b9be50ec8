import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { buttonByText } from '../../test/queries';
import { ElderModeProvider } from '../elder-mode';
import { OwnerToastHost } from '../owner-ui';
import { OwnerVotePage } from './owner-vote-page';
import { OwnerVotesPage } from './owner-votes-page';

const options = [
  { choice: 'AGREE', name: '同意' },
  { choice: 'DISAGREE', name: '反对' },
  { choice: 'ABSTAIN', name: '弃权' },
];
const issue = (issueKey: string, title: string, description = '') => ({
  issueKey,
  title,
  description,
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
  issues: [issue('1', '续聘物业', '续聘阳光物业三年'), issue('2', '增设充电桩')],
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
const area = (units: number, heads: number) => ({ area: units, heads });
const progress = {
  votingCode: 'V1',
  rollFrozen: true,
  overall: {
    total: area(60_000, 6),
    participating: area(25_000, 2),
    target: area(40_000, 4),
    stillNeeded: area(15_000, 2),
    reachable: true,
    quorum: false,
  },
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
    if (url.startsWith('/v1/owner/quorumProgress')) return ok(progress);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.removeItem('ownerElderMode');
});

const withHost = (page: ReactElement) => (
  <ElderModeProvider>
    {page}
    <OwnerToastHost />
  </ElderModeProvider>
);
const render = () =>
  renderRoutes(
    [{ path: '/owner/votes/:votingCode', element: withHost(<OwnerVotePage />) }],
    '/owner/votes/V1',
  );
const region = (name: string) => screen.findByRole('region', { name });
const castBody = () => {
  const cast = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/owner/castVote'));
  return JSON.parse(String(cast?.[1]?.body));
};

describe('voting on the phone', () => {
  it('asks for every issue, confirms, casts and shows the receipt with the ballot hash', async () => {
    render();
    fireEvent.click(within(await region('续聘物业')).getByText('同意'));
    fireEvent.click(buttonByText(document.body, '提交投票') as HTMLElement);
    expect(await screen.findByText('请对议题 2 作出选择')).toBeTruthy();
    fireEvent.click(within(await region('增设充电桩')).getByText('反对'));
    fireEvent.click(buttonByText(document.body, '提交投票') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '确认提交' });
    expect(within(dialog).getByText(/2 套房屋/)).toBeTruthy();
    fireEvent.click(buttonByText(dialog, '确认提交') as HTMLElement);
    expect(await screen.findByTestId('ballot-hash')).toHaveProperty('textContent', 'a'.repeat(64));
    expect(castBody()).toEqual({ votingCode: 'V1', choices: { '1': 'AGREE', '2': 'DISAGREE' } });
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
    const link = (await screen.findByText('续聘方案.pdf')).closest('a');
    expect(link?.getAttribute('href')).toBe('/v1/api/cos/pubDownload?pubAttachmentId=P1');
    expect(link?.getAttribute('target')).toBe('_blank');
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
    expect((await screen.findByTestId('cannot-vote')).textContent).toContain('请先完成业主认证后再投票');
    await waitFor(() => expect(buttonByText(document.body, '提交投票')).toBeNull());
  });

  it('shows the participation so far against the effect rule and what is still needed', async () => {
    render();
    const card = await screen.findByTestId('owner-vote-progress');
    expect(card.textContent).toContain('已参与 2 / 6 位业主');
    expect(card.textContent).toContain('已参与 250.00 / 600.00 ㎡');
    expect(screen.getByTestId('owner-vote-rule-target').textContent).toBe(
      '表决生效需要至少 4 位业主、400.00 ㎡ 参与',
    );
    expect(screen.getByTestId('owner-vote-still-needed').textContent).toBe('还需 2 位业主、150.00 ㎡ 参与');
  });
});

describe('elder mode on the vote page', () => {
  beforeEach(() => localStorage.setItem('ownerElderMode', 'on'));

  it('shows one issue per screen, keeps the choices between issues and confirms the same way', async () => {
    render();
    expect((await screen.findByTestId('elder-position')).textContent).toBe('第 1 项，共 2 项');
    expect(screen.queryByRole('region', { name: '增设充电桩' })).toBeNull();
    // Plain words for the state.
    expect(screen.getByText('正在投票')).toBeTruthy();
    fireEvent.click(within(await region('续聘物业')).getByText('同意'));
    expect(buttonByText(document.body, '提交投票')).toBeNull();
    fireEvent.click(buttonByText(document.body, '下一项') as HTMLElement);
    expect(screen.getByTestId('elder-position').textContent).toBe('第 2 项，共 2 项');
    expect(screen.queryByRole('region', { name: '续聘物业' })).toBeNull();
    fireEvent.click(within(await region('增设充电桩')).getByText('反对'));
    // Back to the first issue: its choice is still there.
    fireEvent.click(buttonByText(document.body, '上一项') as HTMLElement);
    const first = await region('续聘物业');
    expect((within(first).getByLabelText('同意') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('您选择了：同意')).toBeTruthy();
    fireEvent.click(buttonByText(document.body, '下一项') as HTMLElement);
    expect((within(await region('增设充电桩')).getByLabelText('反对') as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(buttonByText(document.body, '提交投票') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '确认提交' });
    fireEvent.click(buttonByText(dialog, '确认提交') as HTMLElement);
    expect(await screen.findByTestId('ballot-hash')).toBeTruthy();
    expect(castBody()).toEqual({ votingCode: 'V1', choices: { '1': 'AGREE', '2': 'DISAGREE' } });
  });

  it('reads the issue aloud in Mandarin with the browser speech synthesis', async () => {
    const speak = vi.fn();
    const cancel = vi.fn();
    class Utterance {
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    vi.stubGlobal('speechSynthesis', { speak, cancel });
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    render();
    await screen.findByTestId('elder-position');
    fireEvent.click(buttonByText(document.body, /朗读/) as HTMLElement);
    expect(speak).toHaveBeenCalledTimes(1);
    const spoken = speak.mock.calls[0]?.[0] as Utterance;
    expect(spoken.lang).toBe('zh-CN');
    expect(spoken.text).toContain('续聘物业');
    expect(spoken.text).toContain('续聘阳光物业三年');
    expect(spoken.text).toContain('同意，反对，弃权');
    act(() => spoken.onend?.());
  });

  it('offers no 朗读 where the browser cannot speak', async () => {
    render();
    await screen.findByTestId('elder-position');
    expect('speechSynthesis' in window).toBe(false);
    expect(buttonByText(document.body, /朗读/)).toBeNull();
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
    renderRoutes([{ path: '/owner/votes', element: withHost(<OwnerVotesPage />) }], '/owner/votes');
    const items = await screen.findAllByTestId('owner-vote-item');
    expect(buttonByText(items[0] as HTMLElement, '删除')).toBeNull();
    fireEvent.click(buttonByText(items[1] as HTMLElement, '删除') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '从我的表决中删除？' });
    fireEvent.click(buttonByText(dialog, '删除') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('已完成的表决')).toBeNull());
    expect(posted).toEqual([JSON.stringify({ votingCode: 'V2' })]);
    expect(screen.getByText('正在进行的表决')).toBeTruthy();
  });
});
