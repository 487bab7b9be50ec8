import { GovCertificationReviewState } from '@gongzhi/domain/gov-settings/gov-settings-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import {
  downloadProofFile,
  type GovAuthApplication,
  govSettingsKey,
  operatorQuery,
  reviewGovCertification,
  reviewListQuery,
} from './gov-settings-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

const STATE_COLOR: Record<GovCertificationReviewState, string> = {
  REVIEWING: 'processing',
  APPROVE: 'success',
  REJECTED: 'error',
};

type Filter = GovCertificationReviewState | 'ALL';

/** /manage/govAuthReview (ours): platform operators review government certification applications. */
export function GovAuthReviewPage() {
  const { t } = useTranslation('govSettings');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('REVIEWING');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<GovAuthApplication | null>(null);
  const [form] = Form.useForm<{ rejectReason: string }>();
  const actionsFixed = useActionsFixed();
  const operator = useQuery(operatorQuery());
  const isOperator = operator.data?.isOperator === 'YES';
  const list = useQuery({
    ...reviewListQuery({ state: filter === 'ALL' ? undefined : filter, page, size: 10 }),
    enabled: isOperator,
  });

  const decide = async (input: {
    applicationId: string;
    state: 'APPROVE' | 'REJECTED';
    rejectReason?: string;
  }) => {
    try {
      await reviewGovCertification(input);
      void message.success(input.state === 'APPROVE' ? t('review.approved') : t('review.rejected'));
      await client.invalidateQueries({ queryKey: govSettingsKey });
      return true;
    } catch (error) {
      void message.error(failureMessage(error));
      return false;
    }
  };

  if (operator.data && !isOperator) return <Result status="403" subTitle={t('review.notOperator')} />;

  const columns: ColumnsType<GovAuthApplication> = [
    { title: t('review.applicant'), dataIndex: 'fillOwnerName', width: 100 },
    { title: t('review.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('review.cardNo'), dataIndex: 'fillCardNo', width: 190 },
    { title: t('review.position'), dataIndex: 'position', width: 110 },
    {
      title: t('review.unit'),
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (_, row) => `${row.streetName}${row.govCommunityName ? ` / ${row.govCommunityName}` : ''}`,
    },
    {
      title: t('review.proof'),
      width: 160,
      render: (_, row) =>
        row.proveFiles.length === 0 ? (
          <Typography.Text type="secondary">{t('review.noProof')}</Typography.Text>
        ) : (
          <Space direction="vertical" size={0}>
            {row.proveFiles.map((file) => (
              <Typography.Link
                key={file.attachmentId}
                onClick={() => void downloadProofFile(row.applicationId, file.attachmentId, file.sourceName)}
              >
                {file.sourceName}
              </Typography.Link>
            ))}
          </Space>
        ),
    },
    {
      title: t('review.gmtCreate'),
      dataIndex: 'gmtCreate',
      width: 160,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('review.state'),
      dataIndex: 'state',
      width: 130,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATE_COLOR[row.state]}>{enumLabel(GovCertificationReviewState, row.state)}</Tag>
          {row.rejectReason ? (
            <Typography.Text type="secondary">
              {t('review.reason', { reason: row.rejectReason })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('review.actions'),
      width: 160,
      fixed: actionsFixed,
      render: (_, row) =>
        row.state === 'REVIEWING' ? (
          <Space>
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm('approve', {
                  title: t('review.approveConfirm', { name: row.fillOwnerName }),
                  onOk: () => decide({ applicationId: row.applicationId, state: 'APPROVE' }),
                })
              }
            >
              {t('review.approve')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
              {t('review.reject')}
            </Button>
          </Space>
        ) : (
          formatDateTime(row.gmtReview)
        ),
    },
  ];

  return (
    <Card variant="borderless" title={t('review.title')}>
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={[
          ...GovCertificationReviewState.values.map((value) => ({
            value,
            label: enumLabel(GovCertificationReviewState, value),
          })),
          { value: 'ALL' as const, label: t('review.all') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table<GovAuthApplication>
        rowKey="applicationId"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={listScroll(columns)}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage }}
        columns={columns}
      />
      <Modal
        open={rejecting !== null}
        title={t('review.rejectTitle')}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          layout="vertical"
          name="govAuthReject"
          onFinish={async (values) => {
            if (!rejecting) return;
            const done = await decide({
              applicationId: rejecting.applicationId,
              state: 'REJECTED',
              rejectReason: values.rejectReason.trim(),
            });
            if (done) setRejecting(null);
          }}
        >
          <Form.Item
            name="rejectReason"
            label={t('review.rejectReason')}
            rules={[
              { required: true, whitespace: true, message: t('review.rejectReasonRequired') },
              { max: 100 },
            ]}
          >
            <Input.TextArea rows={3} maxLength={100} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
