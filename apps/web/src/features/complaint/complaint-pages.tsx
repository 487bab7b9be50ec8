import { complaintHandleInput } from '@gongzhi/domain/complaint/complaint-api';
import { ComplaintState, ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { downloadFile, failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { zodRule } from '../gov-settings/zod-rule';
import {
  type Complaint,
  complaintInfoQuery,
  complaintKey,
  complaintListQuery,
  handleComplaint,
} from './complaint-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

const STATE_COLOR: Record<ComplaintState, string> = { HANDLING: 'warning', HANDLED: 'success' };

function StateTag({ state }: { state: ComplaintState }) {
  const enumLabel = useEnumLabel();
  return <Tag color={STATE_COLOR[state]}>{enumLabel(ComplaintState, state)}</Tag>;
}

/** /government/complaint: complaints of the jurisdiction, filterable by state, type and community. */
export function ComplaintListPage() {
  const { t } = useTranslation('complaint');
  const enumLabel = useEnumLabel();
  const { user, linkTo } = useWorkbench();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ComplaintState | undefined>('HANDLING');
  const [complaintType, setType] = useState<ComplaintType | undefined>();
  const [communityInfoCode, setCommunity] = useState<string | undefined>();
  const list = useQuery(complaintListQuery({ page, size: 10, state, complaintType, communityInfoCode }));
  const reset = () => setPage(1);

  return (
    <Card variant="borderless" title={t('list.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('list.state')}
          style={{ width: 140 }}
          value={state ?? 'ALL'}
          onChange={(value) => {
            setState(value === 'ALL' ? undefined : (value as ComplaintState));
            reset();
          }}
          options={[{ value: 'ALL', label: t('list.allStates') }, ...enumLabel.options(ComplaintState)]}
        />
        <Select
          aria-label={t('list.type')}
          style={{ width: 180 }}
          value={complaintType ?? 'ALL'}
          onChange={(value) => {
            setType(value === 'ALL' ? undefined : (value as ComplaintType));
            reset();
          }}
          options={[{ value: 'ALL', label: t('list.allTypes') }, ...enumLabel.options(ComplaintType)]}
        />
        <Select
          aria-label={t('list.community')}
          style={{ width: 180 }}
          value={communityInfoCode ?? 'ALL'}
          onChange={(value) => {
            setCommunity(value === 'ALL' ? undefined : value);
            reset();
          }}
          options={[
            { value: 'ALL', label: t('list.allCommunities') },
            ...user.communities.map((item) => ({ value: item.communityInfoCode, label: item.communityName })),
          ]}
        />
      </Space>
      <Table<Complaint>
        rowKey="complaintId"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('list.community'), dataIndex: 'communityName', width: 120 },
          {
            title: t('list.type'),
            dataIndex: 'complaintType',
            width: 150,
            render: (value: ComplaintType) => enumLabel(ComplaintType, value),
          },
          { title: t('list.content'), dataIndex: 'content', ellipsis: true },
          { title: t('list.owner'), dataIndex: 'ownerName', width: 100 },
          {
            title: t('list.state'),
            dataIndex: 'state',
            width: 90,
            render: (value: ComplaintState) => <StateTag state={value} />,
          },
          {
            title: t('list.gmtCreate'),
            dataIndex: 'gmtCreate',
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('list.actions'),
            width: 90,
            fixed: 'right',
            render: (_, row) => (
              <Link to={linkTo(`complaint/${row.complaintId}`, null)}>
                {row.state === 'HANDLING' ? t('list.handle') : t('list.view')}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** /government/complaint/{id}: a complaint, its photos, and the reply that closes it. */
export function ComplaintDetailPage() {
  const { t } = useTranslation('complaint');
  const enumLabel = useEnumLabel();
  const { id = '' } = useParams();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reply: string }>();
  const [saving, setSaving] = useState(false);
  const info = useQuery(complaintInfoQuery(id));
  if (!info.data) return <Spin />;
  const complaint = info.data;

  const onFinish = async (values: { reply: string }) => {
    setSaving(true);
    try {
      await handleComplaint(complaint.complaintId, values.reply.trim());
      void message.success(t('detail.handled'));
      await client.invalidateQueries({ queryKey: complaintKey });
    } catch (error) {
      void message.error(failureMessage(error));
      await client.invalidateQueries({ queryKey: complaintKey });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" title={t('detail.title')}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('list.community')}>{complaint.communityName}</Descriptions.Item>
        <Descriptions.Item label={t('list.type')}>
          {enumLabel(ComplaintType, complaint.complaintType)}
        </Descriptions.Item>
        <Descriptions.Item label={t('list.owner')}>{complaint.ownerName}</Descriptions.Item>
        <Descriptions.Item label={t('detail.mobile')}>{complaint.mobile}</Descriptions.Item>
        <Descriptions.Item label={t('list.gmtCreate')}>
          {formatDateTime(complaint.gmtCreate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('list.state')}>
          <StateTag state={complaint.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('list.content')} span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {complaint.content}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.photos')} span={2}>
          {complaint.photos.length === 0
            ? t('detail.noPhotos')
            : complaint.photos.map((photo) => (
                <Typography.Link
                  key={photo.attachmentId}
                  style={{ marginRight: 12 }}
                  onClick={() =>
                    void downloadFile({
                      url: '/v1/api/cos/download',
                      data: { attachmentId: photo.attachmentId },
                      fileName: photo.sourceName,
                    })
                  }
                >
                  {photo.sourceName}
                </Typography.Link>
              ))}
        </Descriptions.Item>
        {complaint.state === 'HANDLED' ? (
          <>
            <Descriptions.Item label={t('detail.reply')} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {complaint.reply}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.handler')}>{complaint.handlerName}</Descriptions.Item>
            <Descriptions.Item label={t('detail.gmtHandle')}>
              {formatDateTime(complaint.gmtHandle)}
            </Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      {complaint.state === 'HANDLING' ? (
        <Form
          form={form}
          layout="vertical"
          name="complaintHandle"
          onFinish={onFinish}
          style={{ marginTop: 24, maxWidth: 720 }}
        >
          <Form.Item
            name="reply"
            label={t('detail.reply')}
            rules={[zodRule(complaintHandleInput.shape.reply)]}
          >
            <Input.TextArea rows={4} showCount maxLength={500} placeholder={t('detail.replyPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('detail.submit')}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
