import { mayPerformWorkOrderAction, WorkOrderState, WorkOrderType } from '@gongzhi/domain/estate/work-order';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import { attachmentUrl } from '../../ui/upload/upload-api';
import { memberListQuery } from '../workgroup/workgroup-api';
import { assignWorkOrder, closeWorkOrder, estateKey, type WorkOrder, workOrderListQuery } from './estate-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';

/** Community services (SPEC §2.5 /manage/estate): owners' work orders, assigned and closed by staff. */

const STATE_COLOR: Record<WorkOrderState, string> = {
  PENDING: 'orange',
  PROCESSING: 'blue',
  CLOSED: 'green',
};

export function EstatePage() {
  const { community } = useWorkbench();
  if (!community) return <Empty />;
  return <WorkOrders key={community.communityInfoCode} communityInfoCode={community.communityInfoCode} />;
}

type Dialog = { kind: 'assign' | 'close'; order: WorkOrder } | null;

function WorkOrders({ communityInfoCode }: { communityInfoCode: string }) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('estate');
  const enumLabel = useEnumLabel();
  const client = useQueryClient();
  const [state, setState] = useState<WorkOrderState | undefined>();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const orders = useQuery(workOrderListQuery(communityInfoCode, page, 20, state));

  const actionsFixed = useActionsFixed();
  const columns: ColumnsType<WorkOrder> = [
    {
      title: t('columns.type'),
      dataIndex: 'workOrderType',
      width: 90,
      render: (type: WorkOrder['workOrderType']) => enumLabel(WorkOrderType, type),
    },
    {
      title: t('columns.content'),
      dataIndex: 'content',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (content: string, order) => (
        <Space direction="vertical" size={0}>
          <span>{content}</span>
          {order.location && <Typography.Text type="secondary">{order.location}</Typography.Text>}
          {order.reply && (
            <Typography.Text type="success">{t('replyShown', { reply: order.reply })}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('columns.photos'),
      dataIndex: 'photos',
      width: 110,
      render: (photos: WorkOrder['photos']) => (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {photos.map((photo) => (
              <Image
                key={photo.attachmentId}
                width={40}
                height={40}
                src={attachmentUrl(photo, { width: 80, height: 80 }) ?? undefined}
                preview={{ src: attachmentUrl(photo) ?? undefined }}
                alt={photo.sourceName}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      title: t('columns.owner'),
      key: 'owner',
      width: 120,
      render: (_v, order) => (
        <Space direction="vertical" size={0}>
          <span>{order.ownerName}</span>
          <Typography.Text type="secondary">{order.mobile}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('columns.state'),
      dataIndex: 'state',
      width: 90,
      render: (value: WorkOrderState) => (
        <Tag color={STATE_COLOR[value]}>{enumLabel(WorkOrderState, value)}</Tag>
      ),
    },
    { title: t('columns.assignee'), dataIndex: 'assigneeName', width: 80 },
    {
      title: t('columns.created'),
      dataIndex: 'gmtCreate',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 120,
      fixed: actionsFixed,
      render: (_v, order) => (
        <Space size={0}>
          {mayPerformWorkOrderAction(order.state, 'ASSIGN') && (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'assign', order })}>
              {t('assign')}
            </Button>
          )}
          {mayPerformWorkOrderAction(order.state, 'CLOSE') && (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'close', order })}>
              {t('close')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Space style={{ marginBottom: 16 }}>
        <Select
          allowClear
          aria-label={t('allStates')}
          placeholder={t('allStates')}
          style={{ width: 160 }}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={enumLabel.options(WorkOrderState)}
        />
      </Space>
      <Table
        rowKey="workOrderId"
        columns={columns}
        scroll={listScroll(columns)}
        dataSource={orders.data?.list ?? []}
        loading={orders.isLoading}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: 20, total: orders.data?.total ?? 0, onChange: setPage }}
      />
      {dialog && (
        <OrderDialog
          communityInfoCode={communityInfoCode}
          dialog={dialog}
          onClose={() => setDialog(null)}
          onSaved={() => client.invalidateQueries({ queryKey: estateKey(communityInfoCode) })}
        />
      )}
    </div>
  );
}

function OrderDialog(props: {
  communityInfoCode: string;
  dialog: NonNullable<Dialog>;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('estate');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ assigneeUserId?: string; reply?: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const members = useQuery({
    ...memberListQuery(props.communityInfoCode),
    enabled: props.dialog.kind === 'assign',
  });
  const assign = props.dialog.kind === 'assign';
  return (
    <Modal
      open
      title={assign ? t('assignTitle') : t('closeTitle')}
      onCancel={props.onClose}
      confirmLoading={saving}
      onOk={async () => {
        const values = await form.validateFields();
        setSaving(true);
        setError(null);
        try {
          if (assign)
            await assignWorkOrder(
              props.communityInfoCode,
              props.dialog.order.workOrderId,
              values.assigneeUserId ?? '',
            );
          else
            await closeWorkOrder(props.communityInfoCode, props.dialog.order.workOrderId, values.reply ?? '');
          void message.success(t('saved'));
          await props.onSaved();
          props.onClose();
        } catch (failure) {
          setError(failureMessage(failure));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form form={form} layout="vertical">
        {assign ? (
          <Form.Item
            name="assigneeUserId"
            label={t('assignee')}
            rules={[{ required: true, message: t('assigneeRequired') }]}
          >
            <Select
              loading={members.isLoading}
              options={(members.data ?? []).map((member) => ({
                value: member.userId,
                label: member.ownerName ?? member.mobile,
              }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="reply"
            label={t('reply')}
            rules={[{ required: true, whitespace: true, message: t('replyRequired') }]}
          >
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        )}
      </Form>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}
