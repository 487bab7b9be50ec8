import { PaperClipOutlined } from '@ant-design/icons';
import {
  type CommunityRegistrationDto,
  CommunityRegistrationKind,
  CommunityRegistrationState,
  REGISTRATION_REMARK_MAX,
} from '@gongzhi/domain/community/community-registration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STATE_COLOR } from './register-page';
import {
  downloadProof,
  registrationKey,
  reviewInfoQuery,
  reviewListQuery,
  reviewRegistration,
} from './registration-api';
import './locale';
import { useConfirmAction } from '../../ui/actions/confirm-action';

type Filter = CommunityRegistrationState | 'ALL';
const PAGE_SIZE = 10;

function jurisdictionOf(item: CommunityRegistrationDto): string {
  return [item.streetName, item.govCommunityName].filter(Boolean).join(' / ');
}

/** /government/communityReview (ours, docs/contracts/community.md): the unit's applications. */
export function CommunityReviewListPage() {
  const { t } = useTranslation('communityRegistration');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('REVIEWING');
  const [kind, setKind] = useState<CommunityRegistrationKind | undefined>();
  const [searchKey, setSearchKey] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const list = useQuery(
    reviewListQuery({
      state: filter === 'ALL' ? undefined : filter,
      kind,
      searchKey,
      page,
      size: PAGE_SIZE,
    }),
  );

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('review.hint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            ...CommunityRegistrationState.values.map((value) => ({ value, label: t(`state.${value}`) })),
            { value: 'ALL' as const, label: t('review.all') },
          ]}
        />
        <Select<CommunityRegistrationKind>
          allowClear
          placeholder={t('review.kind')}
          aria-label={t('review.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          options={CommunityRegistrationKind.values.map((value) => ({ value, label: t(`kind.${value}`) }))}
          style={{ width: 160 }}
        />
        <Input.Search
          allowClear
          placeholder={t('review.search')}
          aria-label={t('review.search')}
          onSearch={(value) => {
            setSearchKey(value.trim() || undefined);
            setPage(1);
          }}
          style={{ width: 280 }}
        />
      </Space>
      <Table<CommunityRegistrationDto>
        rowKey="registrationId"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('review.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('review.community'), dataIndex: 'communityName', width: 160 },
          {
            title: t('review.kind'),
            dataIndex: 'kind',
            width: 110,
            render: (kind: CommunityRegistrationDto['kind']) => t(`kind.${kind}`),
          },
          {
            title: t('review.organisation'),
            dataIndex: 'organisationType',
            width: 110,
            render: (type: CommunityRegistrationDto['organisationType']) => t(`organisationType.${type}`),
          },
          {
            title: t('review.registrant'),
            key: 'registrant',
            width: 150,
            render: (_, item) => `${item.registrantName ?? ''} ${item.registrantMobile}`.trim(),
          },
          {
            title: t('review.jurisdiction'),
            key: 'jurisdiction',
            width: 160,
            render: (_, item) => jurisdictionOf(item),
          },
          {
            title: t('review.submittedAt'),
            dataIndex: 'gmtSubmit',
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('review.state'),
            dataIndex: 'state',
            width: 90,
            render: (state: CommunityRegistrationState) => (
              <Tag color={STATE_COLOR[state]}>{t(`state.${state}`)}</Tag>
            ),
          },
          {
            title: t('review.actions'),
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_, item) => (
              <Button
                type="link"
                onClick={() => void navigate(`/government/communityReview/${item.registrationId}`)}
              >
                {t('review.detail')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** /government/communityReview/{registrationId}: the application, its proof, approve or reject. */
export function CommunityReviewDetailPage() {
  const { t } = useTranslation('communityRegistration');
  const { registrationId = '' } = useParams();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const info = useQuery({ ...reviewInfoQuery(registrationId), retry: false });
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ rejectReason: string }>();
  const decide = useMutation({
    mutationFn: reviewRegistration,
    onSuccess: async (data) => {
      void message.success(data.state === 'APPROVED' ? t('review.approved') : t('review.rejected'));
      setRejecting(false);
      await client.invalidateQueries({ queryKey: registrationKey });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (info.isPending) return <Spin />;
  if (!info.data) return <Result status="404" title={t('review.notFound')} />;
  const item = info.data;
  const approve = () =>
    confirm('approve', {
      title: t('review.approve'),
      content: t('review.approveConfirm'),
      onOk: () => decide.mutateAsync({ registrationId, decision: 'APPROVE' }).catch(() => undefined),
    });

  return (
    <Card
      title={
        <Space wrap>
          {item.communityName}
          <Tag>{t(`kind.${item.kind}`)}</Tag>
          <Tag color={STATE_COLOR[item.state]}>{t(`state.${item.state}`)}</Tag>
        </Space>
      }
      extra={
        item.state === 'REVIEWING' ? (
          <Space>
            <Button danger onClick={() => setRejecting(true)}>
              {t('review.reject')}
            </Button>
            <Button type="primary" onClick={approve} loading={decide.isPending}>
              {t('review.approve')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('review.community')}>{item.communityName}</Descriptions.Item>
        <Descriptions.Item label={t('review.address')}>
          {`${item.provinceName}${item.cityName}${item.districtName} ${item.address}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.jurisdiction')}>{jurisdictionOf(item)}</Descriptions.Item>
        <Descriptions.Item label={t('review.organisation')}>
          {t(`organisationType.${item.organisationType}`)}
          {item.changeType ? ` · ${t(`changeType.${item.changeType}`)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.registrant')}>
          {`${item.registrantName ?? ''} ${item.registrantMobile}`.trim()}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.role')}>
          {t(`roles.${item.roleType}` as 'roles.PREPARE_MEMBER', { defaultValue: item.roleType })}
        </Descriptions.Item>
        <Descriptions.Item label={t('review.submittedAt')}>
          {formatDateTime(item.gmtSubmit)}
          {item.submitCount > 1 ? ` · ${t('register.submitCount', { count: item.submitCount })}` : ''}
        </Descriptions.Item>
        {item.gmtReview ? (
          <Descriptions.Item label={t('review.reviewedAt')}>
            {`${formatDateTime(item.gmtReview)} ${item.reviewerName ?? ''}`}
          </Descriptions.Item>
        ) : null}
        {item.state === 'REJECTED' ? (
          <Descriptions.Item label={t('review.rejectReason')} span={2}>
            {item.rejectReason}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('review.proof')} span={2}>
          <Space direction="vertical">
            {item.proveFiles.map((file) => (
              <Button
                key={file.attachmentId}
                type="link"
                icon={<PaperClipOutlined />}
                onClick={() => void downloadProof(item.registrationId, file)}
              >
                {file.sourceName}
              </Button>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Modal
        open={rejecting}
        title={t('review.rejectTitle')}
        okText={t('review.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            decide.mutate({ registrationId, decision: 'REJECT', rejectReason: values.rejectReason })
          }
        >
          <Form.Item
            name="rejectReason"
            label={t('review.rejectReason')}
            rules={[{ required: true, whitespace: true, message: t('review.rejectPlaceholder') }]}
          >
            <Input.TextArea
              rows={4}
              maxLength={REGISTRATION_REMARK_MAX}
              showCount
              placeholder={t('review.rejectPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
