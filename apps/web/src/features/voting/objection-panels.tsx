import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { ObjectionState, ResultStatus } from '@gongzhi/domain/voting/objection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useEnumLabel } from '../../locales/enum-label';
import { useWorkbench } from '../../shell/workbench-context';
import {
  answerObjection,
  type ObjectionPeriod,
  objectionListQuery,
  type StaffObjection,
} from './objection-api';
import './objection-locale';
import {
  OBJECTION_STATE_TONE,
  RESULT_STATUS_TONE,
  resultStatusView,
  type StatusTone,
} from './objection-status';
import './objection.css';

/**
 * The objection period (异议期, issue #22 item 4) on the workbench's result page: the status line
 * (初步结果 / 最终结果, the end, the count) and the committee's list with 受理 / 驳回. The owner's
 * form and own objections are the owner entry's (owner-app/voting/result/result-objections).
 */

/** antd's tag colours for the shared tones (gold, not antd's orange 'warning', as before). */
const TAG_COLOR: Record<StatusTone, string> = { success: 'green', warning: 'gold', default: 'default' };

/** 初步结果 / 最终结果 with the period's end and the objection count. */
export function ResultStatusLine({
  period,
  className,
}: {
  period: ObjectionPeriod | null;
  className?: string;
}) {
  const { t } = useTranslation('votingObjection');
  const label = useEnumLabel();
  if (!period) return null;
  const view = resultStatusView(period, t);
  return (
    <section className={className} data-testid="result-status">
      <div>
        <Tag color={TAG_COLOR[RESULT_STATUS_TONE[period.status]]}>{label(ResultStatus, period.status)}</Tag>
        {view.days ? <span>{view.days}</span> : null}
      </div>
      {view.facts.map((fact) => (
        <div key={fact}>{fact}</div>
      ))}
      {view.hint ? <p className="voting-muted owner-muted">{view.hint}</p> : null}
    </section>
  );
}

type Answering = { objection: StaffObjection; decision: 'ACCEPTED' | 'REJECTED' };

/** The committee's list of objections with 受理（更正）/ 驳回（理由）. */
export function StaffObjections({
  communityInfoCode,
  votingCode,
}: {
  communityInfoCode: string;
  votingCode: string;
}) {
  const { t } = useTranslation('votingObjection');
  const label = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { permissions } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const ref = { communityInfoCode, votingCode };
  const list = useQuery(objectionListQuery(ref));
  const [answering, setAnswering] = useState<Answering | null>(null);
  const [form] = Form.useForm<{ answer: string }>();
  const answer = useMutation({
    mutationFn: (values: { answer: string }) =>
      answerObjection({
        ...ref,
        objectionId: answering?.objection.objectionId ?? '',
        decision: answering?.decision ?? 'REJECTED',
        answer: values.answer.trim(),
      }),
    onSuccess: async () => {
      void message.success(t('answered'));
      setAnswering(null);
      form.resetFields();
      await client.invalidateQueries({ queryKey: ['voting'] });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const rows = list.data ?? [];
  return (
    <Card variant="borderless" title={t('listTitle', { count: rows.length })} data-testid="staff-objections">
      <Table<StaffObjection>
        rowKey="objectionId"
        size="small"
        loading={list.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={[
          {
            title: t('owner'),
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.ownerName || row.mobile}</span>
                <span className="voting-muted">{row.houseNames.join('、')}</span>
              </Space>
            ),
          },
          {
            title: t('reason'),
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.reason}</span>
                <span className="voting-muted">{formatDateTime(row.raisedAt)}</span>
                {row.answer ? <span>{t('answer', { answer: row.answer })}</span> : null}
              </Space>
            ),
          },
          {
            title: t('state'),
            width: 120,
            render: (_, row) => (
              <Tag color={TAG_COLOR[OBJECTION_STATE_TONE[row.state]]}>{label(ObjectionState, row.state)}</Tag>
            ),
          },
          {
            title: t('actions'),
            width: 200,
            render: (_, row) =>
              row.state === 'OPEN' && canManage ? (
                <Space>
                  <Button size="small" onClick={() => setAnswering({ objection: row, decision: 'ACCEPTED' })}>
                    {t('accept')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => setAnswering({ objection: row, decision: 'REJECTED' })}
                  >
                    {t('reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <Modal
        open={answering !== null}
        title={answering?.decision === 'ACCEPTED' ? t('answerTitleAccept') : t('answerTitleReject')}
        okText={t('confirm')}
        cancelText={t('cancel')}
        onCancel={() => setAnswering(null)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: answer.isPending }}
        forceRender
      >
        <p>{answering?.objection.reason}</p>
        <Form form={form} layout="vertical" onFinish={(values) => answer.mutate(values)}>
          <Form.Item
            name="answer"
            label={t('answerLabel')}
            rules={[{ required: true, whitespace: true, message: t('answerRequired') }]}
          >
            <Input.TextArea rows={4} maxLength={1000} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
