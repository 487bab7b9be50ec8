import type { GovLevel } from '@gongzhi/domain/account/account-enums';
import {
  GOV_JOIN_REMARK_MAX,
  type GovJoinDecision,
  type GovJoinRecordItemDto,
  GovJoinRecordState,
} from '@gongzhi/domain/gov-organize/gov-join-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { operatorQuery } from '../gov-settings/gov-settings-api';
import { JoinProofLinks } from './join-proof-links';
import { joinRecordListQuery, organizeKey, reviewJoinRecord, unitOptionsQuery } from './organize-api';
import './locale';

const STATE_COLOR: Record<GovJoinRecordState, string> = {
  PENDING: 'processing',
  APPROVED: 'success',
  REFUSED: 'error',
};
const PAGE_SIZE = 10;

type Filter = GovJoinRecordState | 'ALL';

/** Province to 社区, or the free-text region of an application made before the form asked for them. */
function placeOf(record: GovJoinRecordItemDto): string {
  const parts = [record.province, record.city, record.district, record.street, record.community];
  return parts.some(Boolean) ? parts.filter(Boolean).join(' / ') : record.region;
}
type Deciding = { record: GovJoinRecordItemDto; decision: GovJoinDecision };

/**
 * /manage/govJoinReview (ours, docs/contracts/government.md): platform operators review the
 * applications government organisations send through govJoinRecord/submit — approve (with an
 * optional note) or refuse (with a reason). The server refuses anyone else and decided applications.
 */
/**
 * The expand column (48) plus the column widths below. A smaller scroll width made antd squeeze the
 * 状态 column under the pinned 操作 one; this sum fits the ≈976 px card at 1280 px wide, and narrower
 * windows scroll instead of hiding text.
 */
const TABLE_WIDTH = 48 + 170 + 90 + 120 + 120 + 130 + 160 + 130;

export function GovJoinReviewPage() {
  const { t } = useTranslation('govOrganize');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('PENDING');
  const [searchKey, setSearchKey] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [form] = Form.useForm<{ reviewRemark?: string; parentStreetCode?: string }>();
  const operator = useQuery(operatorQuery());
  const isOperator = operator.data?.isOperator === 'YES';
  const list = useQuery({
    ...joinRecordListQuery({
      state: filter === 'ALL' ? undefined : filter,
      searchKey,
      page,
      size: PAGE_SIZE,
    }),
    enabled: isOperator,
  });
  const streets = useQuery({ ...unitOptionsQuery, enabled: isOperator });
  const review = useMutation({
    mutationFn: reviewJoinRecord,
    onSuccess: async (saved) => {
      void message.success(saved.state === 'APPROVED' ? t('review.approved') : t('review.refused'));
      setDeciding(null);
      await client.invalidateQueries({ queryKey: organizeKey });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (operator.data && !isOperator) return <Result status="403" subTitle={t('review.notOperator')} />;

  const open = (record: GovJoinRecordItemDto, decision: GovJoinDecision) => {
    form.resetFields();
    setDeciding({ record, decision });
  };
  const refusing = deciding?.decision === 'REFUSE';
  // Approving a 社区 opens it under a street the operator names.
  const needsStreet = deciding?.decision === 'APPROVE' && deciding.record.level === 'COMMUNITY';

  return (
    <Card variant="borderless" title={t('review.title')}>
      <Typography.Paragraph type="secondary">{t('review.hint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            ...GovJoinRecordState.values.map((value) => ({
              value,
              label: t(`review.states.${value}`),
            })),
            { value: 'ALL' as const, label: t('review.all') },
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('review.search')}
          placeholder={t('review.search')}
          style={{ width: 260 }}
          onSearch={(value) => {
            setSearchKey(value.trim() || undefined);
            setPage(1);
          }}
        />
      </Space>
      <Table<GovJoinRecordItemDto>
        rowKey="joinRecordId"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('review.empty')} /> }}
        scroll={{ x: TABLE_WIDTH }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        expandable={{
          rowExpandable: (row) => Boolean(row.remark || row.position || row.proofs.length || row.street),
          expandedRowRender: (row) => (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('review.place')}>{placeOf(row)}</Descriptions.Item>
              <Descriptions.Item label={t('review.proofs')}>
                <JoinProofLinks joinRecordId={row.joinRecordId} proofs={row.proofs} />
              </Descriptions.Item>
              <Descriptions.Item label={t('review.position')}>{row.position || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('review.remark')}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{row.remark || '-'}</span>
              </Descriptions.Item>
            </Descriptions>
          ),
        }}
        columns={[
          {
            title: t('review.organizeName'),
            dataIndex: 'organizeName',
            width: 170,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                {row.organizeName}
                {row.proofs.length ? (
                  <Typography.Text type="secondary">
                    {t('review.proofCount', { count: row.proofs.length })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('review.level'),
            dataIndex: 'level',
            width: 90,
            render: (value: GovLevel) => (value === 'STREET' ? t('levelStreet') : t('levelCommunity')),
          },
          { title: t('review.region'), dataIndex: 'region', width: 120 },
          {
            title: t('review.contact'),
            width: 120,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                {row.contactName}
                <Typography.Text type="secondary">{row.mobile}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('review.gmtCreate'),
            dataIndex: 'gmtCreate',
            width: 130,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('review.state'),
            dataIndex: 'state',
            width: 160,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATE_COLOR[row.state]}>{t(`review.states.${row.state}`)}</Tag>
                {row.unitName ? (
                  <Typography.Text type="secondary">
                    {t('review.unit', { name: row.unitName })}
                  </Typography.Text>
                ) : null}
                {row.reviewRemark ? (
                  <Typography.Text type="secondary">{row.reviewRemark}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('review.actions'),
            width: 130,
            fixed: 'right',
            render: (_, row) =>
              row.state === 'PENDING' ? (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => open(row, 'APPROVE')}>
                    {t('review.approve')}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => open(row, 'REFUSE')}>
                    {t('review.refuse')}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">
                  {t('review.decidedBy', {
                    name: row.reviewerName ?? '-',
                    at: row.gmtReview ? formatDateTime(row.gmtReview) : '-',
                  })}
                </Typography.Text>
              ),
          },
        ]}
      />
      <Modal
        open={deciding !== null}
        title={
          deciding
            ? t(refusing ? 'review.refuseTitle' : 'review.approveTitle', {
                name: deciding.record.organizeName,
              })
            : ''
        }
        okText={refusing ? t('review.refuse') : t('review.approve')}
        okButtonProps={{ danger: refusing }}
        cancelText={t('cancel')}
        confirmLoading={review.isPending}
        onCancel={() => setDeciding(null)}
        onOk={() =>
          // A refused validation shows on the field.
          void form.validateFields().then(
            (values) =>
              deciding &&
              review.mutate({
                joinRecordId: deciding.record.joinRecordId,
                decision: deciding.decision,
                reviewRemark: (values.reviewRemark ?? '').trim(),
                parentStreetCode: needsStreet ? values.parentStreetCode : undefined,
              }),
            () => undefined,
          )
        }
        destroyOnHidden
      >
        {deciding ? (
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('review.level')}>
              {deciding.record.level === 'STREET' ? t('levelStreet') : t('levelCommunity')}
            </Descriptions.Item>
            <Descriptions.Item label={t('review.place')}>{placeOf(deciding.record)}</Descriptions.Item>
            <Descriptions.Item label={t('review.contact')}>
              {`${deciding.record.contactName} ${deciding.record.position} ${deciding.record.mobile}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('review.proofs')}>
              <JoinProofLinks joinRecordId={deciding.record.joinRecordId} proofs={deciding.record.proofs} />
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        {deciding?.decision === 'APPROVE' ? (
          <Typography.Paragraph type="secondary">
            {t('review.opensAccount', { mobile: deciding.record.mobile })}
          </Typography.Paragraph>
        ) : null}
        <Form form={form} layout="vertical" name="govJoinReview">
          {needsStreet ? (
            <Form.Item
              name="parentStreetCode"
              label={t('review.parentStreet')}
              rules={[{ required: true, message: t('review.parentStreetRequired') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={streets.isLoading}
                placeholder={t('review.parentStreetRequired')}
                options={(streets.data ?? []).map((street) => ({
                  value: street.streetCode,
                  label: street.streetName,
                }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item
            name="reviewRemark"
            label={refusing ? t('review.refuseReason') : t('review.approveNote')}
            required={refusing}
            rules={[
              ...(refusing
                ? [{ required: true, whitespace: true, message: t('review.refuseReasonRequired') }]
                : []),
              { max: GOV_JOIN_REMARK_MAX },
            ]}
          >
            <Input.TextArea rows={3} maxLength={GOV_JOIN_REMARK_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
