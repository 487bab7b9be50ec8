import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import type { ArchiveInboxItemDto, UploadRequestDto } from '@gongzhi/domain/archive/upload-request';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import QRCode from 'antd/es/qr-code';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useEnumLabel } from '../../locales/enum-label';
import { archiveKey } from './archive-api';
import {
  archiveInboxQuery,
  createUploadRequest,
  deleteInboxItem,
  fileInboxItem,
  revokeUploadRequest,
  uploadRequestKey,
  uploadRequestListQuery,
} from './upload-request-api';
import './locale';
import { useConfirmAction } from '../../ui/actions/confirm-action';

const EXPIRY_DAYS = [1, 3, 7, 30, 90] as const;
const STATE_COLOR = { OPEN: 'green', EXPIRED: 'default', REVOKED: 'red' } as const;

/** The full link of a request's phone page. */
export function uploadRequestUrl(request: Pick<UploadRequestDto, 'path'>): string {
  return `${window.location.origin}${request.path}`;
}

/**
 * Phone upload requests and the archive inbox (issue #28 item 3): staff with the archive
 * management permission ask for files with a link or QR code and file what arrives.
 */
export function ArchiveInboxPanel({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('archive');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<UploadRequestDto | null>(null);
  const requests = useQuery(uploadRequestListQuery(communityInfoCode));
  const refresh = () => queryClient.invalidateQueries({ queryKey: uploadRequestKey(communityInfoCode) });
  const revoke = useMutation({
    mutationFn: (requestCode: string) => revokeUploadRequest(communityInfoCode, requestCode),
    onSuccess: () => {
      void message.success(t('inbox.revoked'));
      void refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const columns: ColumnsType<UploadRequestDto> = [
    { title: t('inbox.purpose'), dataIndex: 'purpose' },
    {
      title: t('inbox.state'),
      dataIndex: 'state',
      width: 96,
      render: (state: UploadRequestDto['state']) => (
        <Tag color={STATE_COLOR[state]}>{t(`inbox.states.${state}`)}</Tag>
      ),
    },
    {
      title: t('inbox.expiresAt'),
      dataIndex: 'expiresAt',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    { title: t('inbox.fileCount'), dataIndex: 'fileCount', width: 90 },
    {
      title: t('inbox.actions'),
      key: 'actions',
      width: 190,
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" icon={<LinkOutlined />} onClick={() => setShown(row)}>
            {t('inbox.linkAndQr')}
          </Button>
          {row.state === 'OPEN' && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm('withdraw', {
                  title: t('inbox.revokeConfirm'),
                  okText: t('inbox.revoke'),
                  onOk: () => revoke.mutate(row.requestCode),
                })
              }
            >
              {t('inbox.revoke')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="archive-inbox">
      <Card
        title={t('inbox.requestsTitle')}
        size="small"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('inbox.create')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('inbox.requestsIntro')}</Typography.Paragraph>
        <Table
          rowKey="requestCode"
          size="small"
          loading={requests.isLoading}
          dataSource={requests.data ?? []}
          columns={columns}
          pagination={false}
        />
      </Card>
      <InboxList communityInfoCode={communityInfoCode} />
      {creating && (
        <CreateDialog
          communityInfoCode={communityInfoCode}
          onClose={(created) => {
            setCreating(false);
            if (created) {
              void refresh();
              setShown(created);
            }
          }}
        />
      )}
      {shown && <LinkDialog request={shown} onClose={() => setShown(null)} />}
    </div>
  );
}

function CreateDialog(props: {
  communityInfoCode: string;
  onClose: (created: UploadRequestDto | null) => void;
}) {
  const { t } = useTranslation('archive');
  const [form] = Form.useForm<{ purpose: string; days: number }>();
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (values: { purpose: string; days: number }) =>
      createUploadRequest(
        props.communityInfoCode,
        values.purpose,
        new Date(Date.now() + values.days * 86_400_000).toISOString(),
      ),
    onSuccess: (created) => props.onClose(created),
    onError: (failure) => setError(failureMessage(failure)),
  });
  return (
    <Modal
      open
      title={t('inbox.create')}
      okText={t('inbox.createOk')}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={() => props.onClose(null)}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ days: 7 }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item
          name="purpose"
          label={t('inbox.purpose')}
          rules={[{ required: true, whitespace: true, message: t('inbox.purposeRequired') }, { max: 100 }]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input placeholder={t('inbox.purposePlaceholder')} maxLength={100} />
        </Form.Item>
        <Form.Item name="days" label={t('inbox.validFor')}>
          <Select
            options={EXPIRY_DAYS.map((days) => ({ value: days, label: t('inbox.days', { count: days }) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function LinkDialog({ request, onClose }: { request: UploadRequestDto; onClose: () => void }) {
  const { t } = useTranslation('archive');
  const url = uploadRequestUrl(request);
  return (
    <Modal open title={request.purpose} footer={null} onCancel={onClose}>
      <div className="archive-inbox__qr">
        <QRCode value={url} size={180} data-testid="upload-request-qr" />
        <Typography.Paragraph
          copyable={{ text: url }}
          className="archive-inbox__link"
          data-testid="upload-request-link"
        >
          {url}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('inbox.linkHint', { date: formatDateTime(request.expiresAt) })}
        </Typography.Text>
      </div>
    </Modal>
  );
}

function InboxList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('archive');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const [filed, setFiled] = useState<'NO' | 'YES'>('NO');
  const [targets, setTargets] = useState<Record<string, ArchiveCategory>>({});
  const inbox = useQuery(archiveInboxQuery(communityInfoCode, filed));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: uploadRequestKey(communityInfoCode) });
    void queryClient.invalidateQueries({ queryKey: archiveKey(communityInfoCode) });
  };
  const file = useMutation({
    mutationFn: (item: ArchiveInboxItemDto) =>
      fileInboxItem(communityInfoCode, item.inboxId, targets[item.inboxId] ?? 'ARCHIVE', null),
    onSuccess: () => {
      void message.success(t('inbox.filedOk'));
      refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (item: ArchiveInboxItemDto) => deleteInboxItem(communityInfoCode, item.inboxId),
    onSuccess: () => {
      void message.success(t('inbox.deleted'));
      refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const categories = enumLabel.options(ArchiveCategory);
  const columns: ColumnsType<ArchiveInboxItemDto> = [
    {
      title: t('inbox.file'),
      key: 'file',
      render: (_, row) => (
        <span>
          {row.file.sourceName}{' '}
          <Typography.Text type="secondary">{formatFileSize(row.file.size)}</Typography.Text>
        </span>
      ),
    },
    { title: t('inbox.purpose'), dataIndex: 'purpose' },
    { title: t('inbox.uploader'), dataIndex: 'uploaderMobile', width: 130 },
    {
      title: t('inbox.receivedAt'),
      dataIndex: 'gmtCreate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    filed === 'NO'
      ? {
          title: t('inbox.actions'),
          key: 'actions',
          width: 300,
          render: (_, row) => (
            <Space>
              <Select
                size="small"
                style={{ width: 120 }}
                aria-label={t('inbox.category')}
                value={targets[row.inboxId] ?? 'ARCHIVE'}
                options={categories}
                onChange={(value: ArchiveCategory) => setTargets({ ...targets, [row.inboxId]: value })}
              />
              <Button size="small" type="primary" onClick={() => file.mutate(row)}>
                {t('inbox.fileIt')}
              </Button>
              <Button
                size="small"
                danger
                onClick={() =>
                  confirm('delete', { title: t('inbox.deleteConfirm'), onOk: () => remove.mutate(row) })
                }
              >
                {t('inbox.delete')}
              </Button>
            </Space>
          ),
        }
      : {
          title: t('inbox.filedAs'),
          key: 'filedAs',
          width: 160,
          render: (_, row) => (row.archiveType ? enumLabel(ArchiveCategory, row.archiveType) : '—'),
        },
  ];
  return (
    <Card
      title={t('inbox.inboxTitle')}
      size="small"
      className="archive-inbox__list"
      extra={
        <Segmented
          value={filed}
          onChange={(value) => setFiled(value as 'NO' | 'YES')}
          options={[
            { value: 'NO', label: t('inbox.waiting') },
            { value: 'YES', label: t('inbox.filed') },
          ]}
        />
      }
    >
      <Table
        rowKey="inboxId"
        size="small"
        loading={inbox.isLoading}
        dataSource={inbox.data?.list ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('inbox.empty') }}
      />
    </Card>
  );
}
