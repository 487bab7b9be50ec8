import {
  WORK_ORDER_CONTENT_MAX,
  WORK_ORDER_PHOTOS_MAX,
  WorkOrderState,
  WorkOrderType,
  workOrderCreateInput,
} from '@gongzhi/domain/estate/work-order';
import { MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { PhoneUpload } from '../../ui/upload/phone-upload';
import type { Attachment } from '../../ui/upload/upload-api';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { zodRule } from '../gov-settings/zod-rule';
import { myHousesQuery } from '../owner/owner-api';
import { OwnerPhotoStrip } from '../owner/owner-photo-strip';
import { createWorkOrder, myWorkOrdersQuery, type WorkOrder } from './estate-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';

type Values = {
  communityInfoCode: string;
  workOrderType: WorkOrderType;
  content: string;
  location?: string;
  photos: Attachment[];
};

const STATE_COLOR: Record<WorkOrderState, string> = {
  PENDING: 'warning',
  PROCESSING: 'processing',
  CLOSED: 'success',
};

const shape = workOrderCreateInput.shape;

/**
 * 小区服务 (/owner/workOrders): an owner files a repair or service request with photos for a
 * community they hold a house in, and follows its state, handler and result.
 */
export function OwnerWorkOrderPage() {
  const { t } = useTranslation('estate');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const houses = useQuery(myHousesQuery);
  const mine = useQuery(myWorkOrdersQuery);

  if (houses.isError || mine.isError) {
    return (
      <Result
        status="error"
        title={t('owner.loadFailed')}
        subTitle={failureMessage(houses.error ?? mine.error)}
        extra={
          <Button onClick={() => void Promise.all([houses.refetch(), mine.refetch()])}>
            {t('owner.retry')}
          </Button>
        }
      />
    );
  }
  if (houses.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  // Only a community the owner holds a house in takes their orders (the server checks it too).
  const communities = houses.data.communities.filter((community) => community.houses.length > 0);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await createWorkOrder({
        communityInfoCode: values.communityInfoCode,
        workOrderType: values.workOrderType,
        content: values.content.trim(),
        location: (values.location ?? '').trim(),
        photoIds: (values.photos ?? []).map((photo) => photo.attachmentId),
      });
      void message.success(t('owner.submitted'));
      form.resetFields();
      await client.invalidateQueries({ queryKey: myWorkOrdersQuery.queryKey });
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const orders = mine.data ?? [];
  return (
    <div className="owner-work-orders">
      <h1 className="owner-title">{t('owner.title')}</h1>
      {communities.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.noHouse')}</div>
      ) : (
        <div className="owner-card">
          <Form<Values>
            form={form}
            layout="vertical"
            name="ownerWorkOrder"
            onFinish={onFinish}
            initialValues={{ communityInfoCode: communities[0]?.communityInfoCode, photos: [] }}
          >
            <Form.Item
              name="communityInfoCode"
              label={t('owner.community')}
              rules={[zodRule(shape.communityInfoCode)]}
              hidden={communities.length === 1}
            >
              <Select
                options={communities.map((item) => ({
                  value: item.communityInfoCode,
                  label: item.communityName,
                }))}
              />
            </Form.Item>
            <Form.Item name="workOrderType" label={t('owner.type')} rules={[zodRule(shape.workOrderType)]}>
              <Select placeholder={t('owner.typePlaceholder')} options={enumLabel.options(WorkOrderType)} />
            </Form.Item>
            <Form.Item name="content" label={t('owner.content')} rules={[zodRule(shape.content)]}>
              <Input.TextArea
                rows={4}
                showCount
                maxLength={WORK_ORDER_CONTENT_MAX}
                placeholder={t('owner.contentPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="location" label={t('owner.location')} rules={[zodRule(shape.location)]}>
              <Input maxLength={100} placeholder={t('owner.locationPlaceholder')} />
            </Form.Item>
            <Form.Item name="photos" label={t('owner.photos')} rules={[uploadFieldRule]}>
              <PhoneUpload
                uploadType="TX_NO_WATER_TAG"
                images
                maxCount={WORK_ORDER_PHOTOS_MAX}
                maxSize={MAX_UPLOAD_SIZE}
                tokenKey={STORAGE_KEYS.ownerToken}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={saving}>
              {t('owner.submit')}
            </Button>
          </Form>
        </div>
      )}
      <h2 className="owner-title">{t('owner.mine')}</h2>
      {mine.isPending ? <Skeleton active /> : null}
      {!mine.isPending && orders.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.empty')}</div>
      ) : null}
      {orders.map((order) => (
        <WorkOrderCard key={order.workOrderId} order={order} />
      ))}
    </div>
  );
}

function WorkOrderCard({ order }: { order: WorkOrder }) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('estate');
  const enumLabel = useEnumLabel();
  return (
    <section className="owner-card" data-testid="owner-work-order" aria-label={order.content}>
      <div>
        <Tag color={STATE_COLOR[order.state]}>{enumLabel(WorkOrderState, order.state)}</Tag>
        <Tag>{enumLabel(WorkOrderType, order.workOrderType)}</Tag>
        <span className="owner-muted">{t('owner.filedAt', { time: formatDateTime(order.gmtCreate) })}</span>
      </div>
      <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{order.content}</p>
      {order.location ? <p className="owner-muted">{order.location}</p> : null}
      <OwnerPhotoStrip photos={order.photos} />
      {order.assigneeName ? (
        <p className="owner-muted">{t('owner.assignee', { name: order.assigneeName })}</p>
      ) : null}
      {order.reply ? (
        <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{t('owner.reply', { reply: order.reply })}</p>
      ) : null}
      {order.gmtClose ? (
        <p className="owner-muted">{t('owner.closedAt', { time: formatDateTime(order.gmtClose) })}</p>
      ) : null}
    </section>
  );
}
