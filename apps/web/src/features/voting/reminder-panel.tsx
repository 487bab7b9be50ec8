import type { ReminderPreviewDto, ReminderSendDto } from '@gongzhi/domain/voting/reminder';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage, request } from '../../lib/request';
import { listScroll } from '../../ui/list-columns';
import { votingKey } from './voting-api';
import './reminder-locale';
import './reminder.css';

type Ref = { communityInfoCode: string; votingCode: string };
const active = (send: ReminderSendDto) => send.state === 'QUEUED' || send.state === 'RUNNING';
const reminderKey = ({ communityInfoCode, votingCode }: Ref) => [
  ...votingKey(communityInfoCode),
  'reminders',
  votingCode,
];

export function reminderPreviewQuery(ref: Ref) {
  return queryOptions({
    queryKey: [...reminderKey(ref), 'preview'],
    queryFn: () =>
      request<ReminderPreviewDto>({ url: '/v1/voting/reminderPreview', data: ref, intercept: false }),
    retry: false,
    // While a send runs the preview says so; read it again until the send is over, or the panel
    // kept saying 正在发送 with the button disabled after the log showed 已完成.
    refetchInterval: (query) => (query.state.data?.sending ? 2000 : false),
  });
}

export function reminderSendsQuery(ref: Ref) {
  return queryOptions({
    queryKey: [...reminderKey(ref), 'sends'],
    queryFn: () =>
      request<ReminderSendDto[]>({ url: '/v1/voting/reminderSends', data: ref, intercept: false }),
    retry: false,
    // While a send runs, its progress is read every 2 s.
    refetchInterval: (query) => ((query.state.data ?? []).some(active) ? 2000 : false),
  });
}

/**
 * 催票提醒 (issue #26 item 3): how many owners a reminder reaches now, a confirmation, the progress
 * of the running send and the log of the vote's sends.
 */
export function ReminderPanel({ communityInfoCode, votingCode, canSend }: Ref & { canSend: boolean }) {
  const { t } = useTranslation('votingReminder');
  const { message } = App.useApp();
  const client = useQueryClient();
  const ref = { communityInfoCode, votingCode };
  const preview = useQuery(reminderPreviewQuery(ref));
  const sends = useQuery(reminderSendsQuery(ref));
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      request<ReminderSendDto>({
        url: '/v1/voting/reminderSend',
        method: 'POST',
        data: ref,
        intercept: false,
      }),
    onSuccess: async () => {
      setConfirming(false);
      void message.success(t('started'));
      await client.invalidateQueries({ queryKey: reminderKey(ref) });
    },
    onError: (error) => {
      setConfirming(false);
      void message.error(failureMessage(error));
    },
  });

  const data = preview.data;
  const log = sends.data ?? [];
  const running = log.find(active);
  let note: string | null = null;
  if (data && !data.running) note = t('notRunning');
  else if (running || data?.sending) note = t('sending');
  else if (data && data.toSend === 0) note = t('nothingToSend');

  // Fixed widths, the state (with any error) taking the rest: on a phone the log scrolls in its card.
  const logColumns: ColumnsType<ReminderSendDto> = [
    {
      title: t('createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    { title: t('sender'), dataIndex: 'senderName', width: 110 },
    { title: t('planned'), dataIndex: 'planned', width: 90 },
    { title: t('sent'), dataIndex: 'sent', width: 100 },
    { title: t('failed'), dataIndex: 'failed', width: 70 },
    { title: t('inAppOnly'), dataIndex: 'inAppOnly', width: 110 },
    // The WeChat channel's counts, once it is configured or a send used it.
    ...(data?.wechatConfigured || log.some((row) => row.wechatSent + row.wechatFailed + row.wechatSkipped > 0)
      ? [
          {
            title: t('wechat'),
            key: 'wechat',
            width: 200,
            render: (_: unknown, row: ReminderSendDto) =>
              t('wechatCounts', {
                sent: row.wechatSent,
                failed: row.wechatFailed,
                skipped: row.wechatSkipped,
              }),
          },
        ]
      : []),
    {
      title: t('state'),
      dataIndex: 'state',
      render: (state: ReminderSendDto['state'], row) =>
        row.error ? `${t(`states.${state}`)}：${row.error}` : t(`states.${state}`),
    },
  ];
  return (
    <Card size="small" title={t('title')} className="reminder-panel" data-testid="reminder-panel">
      {preview.error ? (
        <Alert type="error" showIcon title={t('loadFailed', { reason: failureMessage(preview.error) })} />
      ) : null}
      {data?.running ? (
        <p data-testid="reminder-summary">
          {t('summary', {
            voters: data.notVotedVoters,
            owners: data.notVotedOwners,
            optedOut: data.optedOut,
            today: data.remindedToday,
            count: data.toSend,
          })}
        </p>
      ) : null}
      {note ? <p data-testid="reminder-note">{note}</p> : null}
      {canSend ? (
        <Button
          type="primary"
          disabled={!data?.running || data.toSend === 0 || Boolean(running) || data.sending}
          loading={send.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('button')}
        </Button>
      ) : null}
      {running ? (
        <div data-testid="reminder-progress">
          {t('progress')} {running.progress}%
          <Progress percent={running.progress} size="small" showInfo={false} />
        </div>
      ) : null}
      <Table<ReminderSendDto>
        size="small"
        rowKey="sendCode"
        title={() => t('log')}
        loading={sends.isPending}
        dataSource={log}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={logColumns}
        scroll={listScroll(logColumns)}
      />
      <Modal
        open={confirming}
        title={t('confirmTitle')}
        okText={t('confirm')}
        cancelText={t('cancel')}
        confirmLoading={send.isPending}
        onOk={() => send.mutate()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p data-testid="reminder-confirm">
          {t('confirmBody', {
            count: data?.toSend ?? 0,
            sms: data?.smsConfigured ? t('withSms', { count: data.toSend }) : '',
          })}
        </p>
        {data && !data.smsConfigured ? <p>{t('smsMissing')}</p> : null}
        {data?.wechatConfigured ? <p>{t('wechatNote')}</p> : null}
      </Modal>
    </Card>
  );
}
