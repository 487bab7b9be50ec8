import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { buttonByText } from '../../test/queries';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { votingReminderEnUS, votingReminderZhCN } from './reminder-locale';
import { ReminderPanel } from './reminder-panel';

// 催票提醒 (issue #26 item 3): how many, confirm, progress and the log of sends.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const preview = {
  votingCode: 'V1',
  running: true,
  blockedReason: null,
  notVotedVoters: 4,
  notVotedOwners: 5,
  optedOut: 1,
  remindedToday: 0,
  toSend: 4,
  smsConfigured: true,
  wechatConfigured: false,
  sending: false,
};
const sendRow = {
  sendCode: 'R1',
  state: 'RUNNING',
  progress: 40,
  jobId: 'J1',
  senderName: '王主任（138****0001）',
  remindDate: '2026-11-29',
  planned: 4,
  sent: 2,
  failed: 0,
  inAppOnly: 0,
  wechatSent: 0,
  wechatFailed: 0,
  wechatSkipped: 0,
  error: null,
  createdAt: '2026-11-29T02:00:00.000Z',
  finishedAt: null,
};

describe('ReminderPanel', () => {
  it('shows how many, asks to confirm, sends, then shows the progress and the log', async () => {
    let sent = false;
    const posts: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/v1/voting/reminderPreview'))
        return answer(sent ? { ...preview, sending: true } : preview);
      if (url.startsWith('/v1/voting/reminderSends')) return answer(sent ? [sendRow] : []);
      if (url === '/v1/voting/reminderSend') {
        posts.push(JSON.parse(String(init?.body)));
        sent = true;
        return answer({ ...sendRow, state: 'QUEUED', progress: 0 });
      }
      throw new Error(`unexpected ${url}`);
    });
    renderWithProviders(<ReminderPanel communityInfoCode="YGHY001" votingCode="V1" canSend />);
    const summary = await screen.findByTestId('reminder-summary');
    expect(summary.textContent).toBe(
      '未投票 4 户（5 位业主）；已退订 1 位，今天已提醒 0 位；本次可提醒 4 位。',
    );
    const panel = screen.getByTestId('reminder-panel');
    fireEvent.click(buttonByText(panel, '催票提醒') as HTMLButtonElement);
    const confirm = await screen.findByTestId('reminder-confirm');
    expect(confirm.textContent).toContain(
      '将向 4 位未投票业主发送催票提醒（站内通知和短信，共 4 条短信以内）',
    );
    expect(posts).toEqual([]);
    const dialog = confirm.closest('.ant-modal') as HTMLElement;
    fireEvent.click(buttonByText(dialog, '确认发送') as HTMLButtonElement);
    await waitFor(() => expect(posts).toEqual([{ communityInfoCode: 'YGHY001', votingCode: 'V1' }]));
    const progress = await screen.findByTestId('reminder-progress');
    expect(progress.textContent).toBe('发送进度 40%');
    expect(within(panel).getByText('王主任（138****0001）')).toBeTruthy();
    expect(within(panel).getByText('发送中')).toBeTruthy();
    expect((buttonByText(panel, '催票提醒') as HTMLButtonElement).disabled).toBe(true);
  });

  it('when the send is over, the panel stops saying it is sending and offers the button again', async () => {
    let previews = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/v1/voting/reminderPreview')) {
        previews += 1;
        // The first answer comes while the send runs; the next one after it ended.
        return answer(previews === 1 ? { ...preview, sending: true } : { ...preview, toSend: 0 });
      }
      return answer([{ ...sendRow, state: 'DONE', progress: 100, sent: 4, finishedAt: sendRow.createdAt }]);
    });
    renderWithProviders(<ReminderPanel communityInfoCode="YGHY001" votingCode="V1" canSend />);
    expect((await screen.findByTestId('reminder-note')).textContent).toBe('催票提醒正在发送……');
    await waitFor(
      () => expect(screen.getByTestId('reminder-note').textContent).toBe('今天没有需要提醒的业主。'),
      {
        timeout: 5_000,
      },
    );
  });

  it('outside the voting period the button is disabled and says why; no SMS template: in-app only', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/v1/voting/reminderPreview')
        ? answer({ ...preview, running: false, toSend: 0, blockedReason: 'x' })
        : answer([]),
    );
    const first = renderWithProviders(<ReminderPanel communityInfoCode="YGHY001" votingCode="V1" canSend />);
    expect((await screen.findByTestId('reminder-note')).textContent).toBe('表决进行中才能发送催票提醒。');
    const panel = screen.getByTestId('reminder-panel');
    expect((buttonByText(panel, '催票提醒') as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/v1/voting/reminderPreview')
        ? answer({ ...preview, smsConfigured: false })
        : answer([]),
    );
    renderWithProviders(<ReminderPanel communityInfoCode="YGHY001" votingCode="V1" canSend />);
    await screen.findByTestId('reminder-summary');
    fireEvent.click(buttonByText(screen.getByTestId('reminder-panel'), '催票提醒') as HTMLButtonElement);
    const confirm = await screen.findByTestId('reminder-confirm');
    expect(confirm.textContent).toContain('（站内通知）');
    expect(screen.getByText('未配置催票短信模板，本次只发送站内通知。')).toBeTruthy();
  });

  it('with the WeChat channel configured: the confirmation says so and the log shows its counts', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/v1/voting/reminderPreview')
        ? answer({ ...preview, wechatConfigured: true })
        : answer([
            { ...sendRow, state: 'DONE', progress: 100, wechatSent: 2, wechatFailed: 1, wechatSkipped: 3 },
          ]),
    );
    renderWithProviders(<ReminderPanel communityInfoCode="YGHY001" votingCode="V1" canSend />);
    const panel = await screen.findByTestId('reminder-panel');
    expect(await within(panel).findByText('已发 2，失败 1，未订阅 3')).toBeTruthy();
    expect(within(panel).getAllByText('微信提醒').length).toBeGreaterThan(0);
    fireEvent.click(buttonByText(panel, '催票提醒') as HTMLButtonElement);
    await screen.findByTestId('reminder-confirm');
    expect(screen.getByText(/已在微信中订阅提醒的业主同时收到微信订阅通知/)).toBeTruthy();
  });

  it('without it, the log has no WeChat column', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/v1/voting/reminderPreview')
        ? answer(preview)
        : answer([{ ...sendRow, state: 'DONE', progress: 100 }]),
    );
    renderWithProviders(<ReminderPanel communityInfoCode="YGHY001" votingCode="V1" canSend />);
    const panel = await screen.findByTestId('reminder-panel');
    await within(panel).findByText('王主任（138****0001）');
    expect(within(panel).queryByText('微信提醒')).toBeNull();
  });

  it('has every text in English too', () => {
    expectCompleteTranslation(votingReminderZhCN, votingReminderEnUS);
  });
});
