import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { DeliveryMethod, InvalidBallotKind } from '@gongzhi/domain/voting/voting-paper-api';
import { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import {
  abandonListQuery,
  type DeliveryListItem,
  deliveryListQuery,
  invalidVotesQuery,
  recordDelivery,
  votingInfoQuery,
  votingKey,
} from './voting-api';
import { QueryState } from './voting-shared';
import './corrections-list';
import './locale';
import './voting.css';
import { type EnumLabeller, useEnumLabel } from '../../locales/enum-label';

/** Choices of a ballot written out: 1 同意 · 2 空白. */
export function choicesText(
  enumLabel: EnumLabeller,
  choices: Record<string, string | null>,
  blank: string,
): string {
  return Object.entries(choices)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, choice]) => `${key} ${choice ? enumLabel(VoteChoice, choice as VoteChoice) : blank}`)
    .join(' · ');
}

function useVoteParams() {
  const { community } = useWorkbench();
  const { votingCode = '' } = useParams();
  return { communityInfoCode: community?.communityInfoCode ?? '', votingCode, community };
}

/** 无效票 (/manage/invalidVote/:votingCode): ballots not counted and why. */
export function InvalidVotePage() {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { communityInfoCode, votingCode, community } = useVoteParams();
  const info = useQuery({ ...votingInfoQuery(communityInfoCode, votingCode), enabled: !!community });
  const list = useQuery({ ...invalidVotesQuery(communityInfoCode, votingCode), enabled: !!community });
  if (!community) return <Empty />;
  return (
    <Card variant="borderless" title={info.data?.title ?? ''}>
      <p className="voting-muted">{t('invalid.hint')}</p>
      {list.isError ? <QueryState error={list.error} loading={false} /> : null}
      <Table
        rowKey={(row) => `${row.kind}:${row.voterKey}:${row.castAt}`}
        size="middle"
        loading={list.isPending && !list.isError}
        dataSource={list.data}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('invalid.kind'),
            dataIndex: 'kind',
            render: (kind: InvalidBallotKind) => (
              <Tag color="warning">{enumLabel(InvalidBallotKind, kind)}</Tag>
            ),
          },
          {
            title: t('invalid.houses'),
            dataIndex: 'houseNames',
            render: (names: string[]) => names.join('、'),
          },
          {
            title: t('invalid.channel'),
            dataIndex: 'channel',
            render: (channel: string) => t(`channel.${channel as 'ONLINE' | 'PAPER'}`),
          },
          {
            title: t('invalid.choices'),
            dataIndex: 'choices',
            render: (choices: Record<string, string | null>) =>
              choicesText(enumLabel, choices, t('invalid.blank')),
          },
          { title: t('invalid.reason'), dataIndex: 'reason' },
          {
            title: t('invalid.castAt'),
            dataIndex: 'castAt',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('invalid.chainHash'),
            dataIndex: 'chainHash',
            render: (hash: string | null) =>
              hash ? <span className="voting-hash">{hash.slice(0, 16)}…</span> : '—',
          },
        ]}
      />
    </Card>
  );
}

const PAGE_SIZE = 20;

/** 送达记录 (/manage/voteDelivery/:votingCode): who received a ballot, how, with proof; online abandons. */
export function VoteDeliveryPage() {
  const { t } = useTranslation('voting');
  const { t: tc } = useTranslation('votingCorrections');
  const { communityInfoCode, votingCode, community } = useVoteParams();
  const { permissions } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const [page, setPage] = useState(1);
  const [delivered, setDelivered] = useState<'YES' | 'NO' | undefined>();
  const [recording, setRecording] = useState<DeliveryListItem | null>(null);
  const info = useQuery({ ...votingInfoQuery(communityInfoCode, votingCode), enabled: !!community });
  const list = useQuery({
    ...deliveryListQuery(communityInfoCode, votingCode, page, PAGE_SIZE, delivered),
    enabled: !!community,
  });
  const abandons = useQuery({ ...abandonListQuery(communityInfoCode, votingCode), enabled: !!community });
  if (!community) return <Empty />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card variant="borderless" title={info.data?.title ?? ''}>
        <div className="voting-toolbar">
          <Select<'ALL' | 'YES' | 'NO'>
            className="voting-toolbar__state"
            aria-label={t('delivery.filter')}
            value={delivered ?? 'ALL'}
            options={[
              { value: 'ALL', label: t('delivery.all') },
              { value: 'YES', label: t('delivery.delivered') },
              { value: 'NO', label: t('delivery.notDelivered') },
            ]}
            onChange={(value) => {
              setDelivered(value === 'ALL' ? undefined : value);
              setPage(1);
            }}
          />
        </div>
        {list.isError ? <QueryState error={list.error} loading={false} /> : null}
        <Table<DeliveryListItem>
          rowKey="voterKey"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('list.total', { total }),
            onChange: setPage,
          }}
          columns={[
            {
              title: t('delivery.houses'),
              dataIndex: 'houseNames',
              render: (names: string[]) => names.join('、'),
            },
            {
              title: t('delivery.owners'),
              dataIndex: 'ownerNames',
              render: (names: string[]) => names.join('、'),
            },
            {
              title: t('delivery.state'),
              dataIndex: 'delivered',
              render: (value: boolean) =>
                value ? (
                  <Tag color="success">{t('delivery.delivered')}</Tag>
                ) : (
                  <Tag>{t('delivery.notDelivered')}</Tag>
                ),
            },
            {
              title: t('delivery.voted'),
              dataIndex: 'voted',
              render: (value: boolean) => (value ? t('detail.yes') : t('detail.no')),
            },
            {
              title: t('delivery.records'),
              dataIndex: 'deliveries',
              render: (deliveries: DeliveryListItem['deliveries']) =>
                deliveries
                  .map(
                    (item) =>
                      `${formatDateTime(item.deliveredAt)} ${item.methodName}（${item.recordedBy}）${
                        item.withoutProofFile ? tc('noFileMark') : ''
                      }`,
                  )
                  .join('；') || '—',
            },
            ...(canManage
              ? [
                  {
                    title: t('list.columns.actions'),
                    key: 'actions',
                    render: (_v: unknown, row: DeliveryListItem) => (
                      <Button type="link" size="small" onClick={() => setRecording(row)}>
                        {t('delivery.record')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('delivery.abandonTitle')}>
        <Table
          rowKey="voterKey"
          size="small"
          loading={abandons.isPending && !abandons.isError}
          dataSource={abandons.data}
          pagination={false}
          columns={[
            { title: t('delivery.owners'), dataIndex: 'ownerName' },
            { title: t('whiteList.mobile'), dataIndex: 'mobile' },
            {
              title: t('delivery.houseCount'),
              dataIndex: 'houseCodes',
              render: (codes: string[]) => codes.length,
            },
            {
              title: t('delivery.abandonAt'),
              dataIndex: 'gmtCreate',
              render: (value: string) => formatDateTime(value),
            },
          ]}
        />
      </Card>
      <DeliveryModal
        communityInfoCode={communityInfoCode}
        votingCode={votingCode}
        voter={recording}
        onClose={() => setRecording(null)}
      />
    </Space>
  );
}

type DeliveryValues = {
  method: DeliveryMethod;
  deliveredAt: Dayjs;
  proof: Attachment[];
  withoutProofFile?: boolean;
  remark?: string;
};

function DeliveryModal({
  communityInfoCode,
  votingCode,
  voter,
  onClose,
}: {
  communityInfoCode: string;
  votingCode: string;
  voter: DeliveryListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<DeliveryValues>();
  const { t: tc } = useTranslation('votingCorrections');
  const withoutProofFile = Form.useWatch('withoutProofFile', form) === true;
  const save = useMutation({
    mutationFn: (values: DeliveryValues) =>
      recordDelivery({
        communityInfoCode,
        votingCode,
        houseCode: voter?.houseCodes[0] ?? '',
        method: values.method,
        deliveredAt: values.deliveredAt.format(),
        proofAttachments: values.withoutProofFile ? [] : values.proof.map((file) => file.attachmentId),
        withoutProofFile: values.withoutProofFile === true,
        remark: values.remark ?? '',
      }),
    onSuccess: async () => {
      void message.success(t('delivery.saved'));
      await client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
      onClose();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  return (
    <Modal
      open={voter !== null}
      title={t('delivery.recordTitle', { houses: voter?.houseNames.join('、') ?? '' })}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form<DeliveryValues>
        form={form}
        layout="vertical"
        initialValues={{ method: 'IN_PERSON', deliveredAt: dayjs(), proof: [] }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="method" label={t('delivery.method')} rules={[{ required: true }]}>
          <Select
            options={DeliveryMethod.values.map((value) => ({
              value,
              label: enumLabel(DeliveryMethod, value),
            }))}
          />
        </Form.Item>
        <Form.Item name="deliveredAt" label={t('delivery.deliveredAt')} rules={[{ required: true }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" />
        </Form.Item>
        <Form.Item name="withoutProofFile" valuePropName="checked">
          <Checkbox>{tc('withoutProofFile')}</Checkbox>
        </Form.Item>
        {withoutProofFile ? null : (
          <Form.Item
            name="proof"
            label={t('delivery.proof')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('delivery.proofRequired') },
              uploadFieldRule,
            ]}
          >
            <UploadField uploadType="TX_OFFLINE_VOTE" communityInfoCode={communityInfoCode} maxCount={9} />
          </Form.Item>
        )}
        <Form.Item
          name="remark"
          label={t('delivery.remark')}
          rules={
            withoutProofFile ? [{ required: true, whitespace: true, message: tc('remarkRequired') }] : []
          }
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
