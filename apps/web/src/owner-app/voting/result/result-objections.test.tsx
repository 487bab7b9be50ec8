import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Objection, ObjectionPeriod } from '../../../features/voting/objection-api';
import { votingObjectionEnUS, votingObjectionZhCN } from '../../../features/voting/objection-locale';
import { expectCompleteTranslation } from '../../../test/locale-keys';
import { jsonResponse, renderRoutes } from '../../../test/owner-render';
import { OwnerVoteResultPage } from './owner-vote-result-page';

// Issue #22 item 4: the owner H5 result page shows 初步结果 / 最终结果, the end of the objection
// period, the 提出异议 form while it runs, and the owner's own objections with the answers.

const openPeriod: ObjectionPeriod = {
  status: 'PRELIMINARY',
  statusName: '初步结果',
  days: 7,
  endsAt: '2026-11-28T09:00:00.000Z',
  finalAt: null,
  open: true,
  objectionCount: 0,
  openObjectionCount: 0,
};

function ownerResult(period: ObjectionPeriod) {
  return {
    votingCode: 'V1',
    communityInfoCode: 'YGHY001',
    title: '续聘物业',
    communityName: '阳光花园',
    votingState: 'ANNOUNCEMENT',
    votingStateName: '公示中',
    startDate: '2026-11-14T01:00:00.000Z',
    endDate: '2026-11-21T01:00:00.000Z',
    result: {
      votingCode: 'V1',
      publicityMode: 'RESULT_FILE_ONLY',
      publicityModeName: '',
      announce: true,
      publicityEndDate: null,
      resultFile: null,
      remark: '',
      publishedAt: '2026-11-21T09:00:00.000Z',
      ballotCount: 0,
      issues: [],
      chain: { head: 'h'.repeat(64), count: 0 },
      corrections: [],
      ruleBasis: 'CIVIL_CODE',
      ruleBasisName: '',
      localRule: null,
      objectionPeriod: period,
    },
    aggregate: null,
    resultFiles: [],
    myReceipts: [],
  };
}

const raised: Objection = {
  objectionId: 'OB1',
  state: 'OPEN',
  stateName: '待答复',
  reason: '101 室签字不是本人',
  attachments: [],
  houseNames: ['1栋 1单元 101'],
  raisedAt: '2026-11-22T02:00:00.000Z',
  answer: null,
  answeredAt: null,
  chainHash: 'c'.repeat(64),
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let period: ObjectionPeriod = openPeriod;
let mine: Objection[] = [];
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/voteResult')) return ok(ownerResult(period));
    if (url.startsWith('/v1/owner/voteObjections')) return ok(mine);
    if (url.startsWith('/v1/owner/voteObjection')) {
      const body = JSON.parse(String(init?.body)) as { reason: string };
      posted.push(body);
      mine = [{ ...raised, reason: body.reason }];
      return ok(mine[0]);
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  period = openPeriod;
  mine = [];
});

const render = () =>
  renderRoutes(
    [{ path: '/owner/votes/:votingCode/result', element: <OwnerVoteResultPage /> }],
    '/owner/votes/V1/result',
  );

describe('the owner objection form', () => {
  it('shows the preliminary result and its period, asks for a reason, and lists the objection raised', async () => {
    render();
    const status = await screen.findByTestId('result-status');
    expect(within(status).getByText('初步结果')).toBeTruthy();
    expect(within(status).getByText(/异议期截止/)).toBeTruthy();
    const form = await screen.findByTestId('objection-form');
    fireEvent.click(within(form).getByRole('button', { name: '提交异议' }));
    expect(await within(form).findByText('请填写异议理由')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('异议理由'), { target: { value: ' 101 室签字不是本人 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交异议' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ votingCode: 'V1', reason: '101 室签字不是本人', attachments: [] });
    expect(await screen.findByText('异议已提交，委员会答复后您可在此查看')).toBeTruthy();
    const list = await screen.findByTestId('my-objections');
    expect(within(list).getByText('待答复')).toBeTruthy();
    expect(within(list).getByText('等待委员会答复')).toBeTruthy();
  });

  it('after the period: no form, the final result and the committee’s answer', async () => {
    period = {
      ...openPeriod,
      status: 'FINAL',
      statusName: '最终结果',
      open: false,
      finalAt: '2026-11-28T09:01:00.000Z',
      objectionCount: 1,
    };
    mine = [
      {
        ...raised,
        state: 'REJECTED',
        stateName: '已驳回',
        answer: '经核对签字为本人',
        answeredAt: '2026-11-23T02:00:00.000Z',
      },
    ];
    render();
    const status = await screen.findByTestId('result-status');
    expect(within(status).getByText('最终结果')).toBeTruthy();
    const list = await screen.findByTestId('my-objections');
    expect(within(list).getByText('已驳回')).toBeTruthy();
    expect(within(list).getByText(/委员会答复：经核对签字为本人/)).toBeTruthy();
    expect(screen.queryByTestId('objection-form')).toBeNull();
  });

  it('translates every text into English with the same placeholders', () => {
    expectCompleteTranslation(votingObjectionZhCN, votingObjectionEnUS);
  });
});
