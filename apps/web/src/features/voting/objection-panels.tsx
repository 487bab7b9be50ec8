import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { ObjectionState, ResultStatus } from '@gongzhi/domain/voting/objection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
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
import { STORAGE_KEYS } from '../../lib/storage';
import { useEnumLabel } from '../../locales/enum-label';
import { useWorkbench } from '../../shell/workbench-context';
import { PhoneUpload } from '../../ui/upload/phone-upload';
import type { Attachment } from '../../ui/upload/upload-api';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { OWNER_QUERY_KEY } from '../account/owner-session';
import {
  answerObjection,
  type ObjectionPeriod,
  objectionListQuery,
  ownerObjectionsQuery,
  raiseObjection,
  type StaffObjection,
} from './objection-api';
import './objection-locale';
import './objection.css';

/**
 * The objection period (异议期, issue #22 item 4) on the result pages: the status line (初步结果 /
 * 最终结果, the end, the count), the owner's objection form with their own objections and answers,
 * and the committee's list with 受理 / 驳回.
 */

/** 初步结果 / 最终结果 with the period's end and the objection count; plain elements for every page. */
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
  const final = period.status === 'FINAL';
  return (
    <section className={className} data-testid="result-status">
      <div>
        <Tag color={final ? 'green' : 'gold'}>{label(ResultStatus, period.status)}</Tag>
        {period.days !== null ? <span>{t('periodDays', { days: period.days })}</span> : null}
      </div>
      {period.endsAt ? (
        <div>
          {t('periodEnd')}：{formatDateTime(period.endsAt)}
        </div>
      ) : null}
      {period.finalAt ? (
        <div>
          {t('finalAt')}：{formatDateTime(period.finalAt)}
        </div>
      ) : null}
      {period.endsAt ? (
        <div>{t('count', { count: period.objectionCount, open: period.openObjectionCount })}</div>
      ) : null}
      {!final && period.open ? <p className="voting-muted owner-muted">{t('preliminaryHint')}</p> : null}
      {!final && !period.open && period.openObjectionCount > 0 ? (
        <p className="voting-muted owner-muted">
          {t('waitingAnswers', { count: period.openObjectionCount })}
        </p>
      ) : null}
    </section>
  );
}

type RaiseValues = { reason: string; files?: Attachment[] };

/** The owner H5: the form while the period runs, and the owner's own objections with the answers. */
export function OwnerObjections({
  votingCode,
  communityInfoCode,
  period,
}: {
  votingCode: string;
  communityInfoCode: string;
  period: ObjectionPeriod | null;
}) {
  const { t } = useTranslation('votingObjection');
  const label = useEnumLabel();
  const client = useQueryClient();
  const [form] = Form.useForm<RaiseValues>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const mine = useQuery({ ...ownerObjectionsQuery(votingCode), enabled: !!period });
  const raise = useMutation({
    mutationFn: (values: RaiseValues) =>
      raiseObjection({
        votingCode,
        reason: values.reason.trim(),
        attachments: (values.files ?? []).map((file) => file.attachmentId),
      }),
    onSuccess: async () => {
      form.resetFields();
      setNotice({ ok: true, text: t('submitted') });
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => setNotice({ ok: false, text: failureMessage(error) }),
  });
  if (!period) return null;
  const list = mine.data ?? [];
  return (
    <>
      {period.open ? (
        <div className="owner-card" data-testid="objection-form">
          <div className="owner-card__head">{t('raiseTitle')}</div>
          <p className="owner-muted">{t('raiseHint')}</p>
          <Form form={form} layout="vertical" onFinish={(values) => raise.mutate(values)}>
            <Form.Item
              name="reason"
              label={t('reason')}
              rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
            >
              <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('reasonPlaceholder')} />
            </Form.Item>
            <Form.Item name="files" label={t('files')} rules={[uploadFieldRule]}>
              <PhoneUpload
                uploadType="TX_VOTING"
                communityInfoCode={communityInfoCode || undefined}
                maxCount={9}
                tokenKey={STORAGE_KEYS.ownerToken}
              />
            </Form.Item>
            {notice ? <Alert type={notice.ok ? 'success' : 'error'} showIcon title={notice.text} /> : null}
            <Button type="primary" htmlType="submit" block size="large" loading={raise.isPending}>
              {t('submit')}
            </Button>
          </Form>
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="owner-card" data-testid="my-objections">
          <div className="owner-card__head">{t('mine')}</div>
          {list.map((item) => (
            <div key={item.objectionId} className="owner-result__objection">
              <Tag color={item.state === 'OPEN' ? 'gold' : item.state === 'ACCEPTED' ? 'green' : 'default'}>
                {label(ObjectionState, item.state)}
              </Tag>
              <span className="owner-muted">{t('raisedAt', { time: formatDateTime(item.raisedAt) })}</span>
              <p>{item.reason}</p>
              {item.answer ? (
                <p>
                  {t('answer', { answer: item.answer })}
                  {item.answeredAt ? (
                    <span className="owner-muted">
                      {' '}
                      · {t('answeredAt', { time: formatDateTime(item.answeredAt) })}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className="owner-muted">{t('waiting')}</p>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </>
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
              <Tag color={row.state === 'OPEN' ? 'gold' : row.state === 'ACCEPTED' ? 'green' : 'default'}>
                {label(ObjectionState, row.state)}
              </Tag>
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
