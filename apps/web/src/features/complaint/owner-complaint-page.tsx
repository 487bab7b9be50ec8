import { complaintCreateInput } from '@gongzhi/domain/complaint/complaint-api';
import { ComplaintState, ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import { MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
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
import { useDownloadGrants } from '../../ui/upload/use-download-grants';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';
import { zodRule } from '../gov-settings/zod-rule';
import { myHousesQuery } from '../owner/owner-api';
import { OwnerPhotoStrip } from '../owner/owner-photo-strip';
import type { Complaint, Page } from './complaint-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

const myComplaintsQuery = {
  queryKey: [...OWNER_QUERY_KEY, 'complaints'],
  queryFn: () =>
    ownerRequest<Page<Complaint>>({ url: '/v1/govComplaint/ownerList', data: { page: 1, size: 50 } }),
};

type Values = {
  communityInfoCode: string;
  complaintType: ComplaintType;
  content: string;
  photos: Attachment[];
};

const shape = complaintCreateInput.shape;

/** 投诉 (/owner/complaints): an owner files a complaint to the government and reads the replies. */
export function OwnerComplaintPage() {
  const { t } = useTranslation('complaint');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const houses = useQuery(myHousesQuery);
  const mine = useQuery(myComplaintsQuery);
  if (houses.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const communities = houses.data?.communities ?? [];

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await ownerRequest<Complaint>({
        url: '/v1/govComplaint/ownerCreate',
        method: 'POST',
        data: {
          communityInfoCode: values.communityInfoCode,
          complaintType: values.complaintType,
          content: values.content.trim(),
          photoIds: (values.photos ?? []).map((photo) => photo.attachmentId),
        },
      });
      void message.success(t('owner.submitted'));
      form.resetFields();
      await client.invalidateQueries({ queryKey: myComplaintsQuery.queryKey });
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="owner-complaints">
      <h1 className="owner-title">{t('owner.title')}</h1>
      <div className="owner-card">
        <Form<Values>
          form={form}
          layout="vertical"
          name="ownerComplaint"
          onFinish={onFinish}
          initialValues={{ communityInfoCode: communities[0]?.communityInfoCode, photos: [] }}
        >
          <Form.Item
            name="communityInfoCode"
            label={t('list.community')}
            required
            rules={[zodRule(shape.communityInfoCode)]}
          >
            <Select
              options={communities.map((item) => ({
                value: item.communityInfoCode,
                label: item.communityName,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="complaintType"
            label={t('list.type')}
            required
            rules={[zodRule(shape.complaintType)]}
          >
            <Select placeholder={t('owner.typePlaceholder')} options={enumLabel.options(ComplaintType)} />
          </Form.Item>
          <Form.Item name="content" label={t('list.content')} required rules={[zodRule(shape.content)]}>
            <Input.TextArea rows={4} showCount maxLength={500} placeholder={t('owner.contentPlaceholder')} />
          </Form.Item>
          <Form.Item name="photos" label={t('detail.photos')} rules={[uploadFieldRule]}>
            <PhoneUpload
              uploadType="TX_GOV_INFORMATION"
              images
              maxSize={MAX_UPLOAD_SIZE}
              tokenKey={STORAGE_KEYS.ownerToken}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>
            {t('owner.submit')}
          </Button>
        </Form>
      </div>
      <h2 className="owner-title">{t('owner.mine')}</h2>
      {(mine.data?.list ?? []).length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.empty')}</div>
      ) : null}
      {(mine.data?.list ?? []).map((item) => (
        <ComplaintCard key={item.complaintId} item={item} />
      ))}
    </div>
  );
}

/** One of my complaints: state, type, text, the photos I sent (issue #24) and the reply. */
function ComplaintCard({ item }: { item: Complaint }) {
  // Private images load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('complaint');
  const enumLabel = useEnumLabel();
  return (
    <div className="owner-card" data-testid="owner-complaint-item">
      <div>
        <Tag color={item.state === 'HANDLED' ? 'success' : 'warning'}>
          {enumLabel(ComplaintState, item.state)}
        </Tag>
        <Tag>{enumLabel(ComplaintType, item.complaintType)}</Tag>
        <span className="owner-muted">
          {item.communityName} · {formatDateTime(item.gmtCreate)}
        </span>
      </div>
      <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{item.content}</p>
      <OwnerPhotoStrip photos={item.photos} />
      {item.reply ? (
        <p className="owner-muted" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {t('owner.reply', { reply: item.reply })}
        </p>
      ) : null}
    </div>
  );
}
