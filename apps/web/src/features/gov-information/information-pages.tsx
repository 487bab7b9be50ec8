import {
  GOV_INFORMATION_MESSAGES,
  informationAddInput,
  readRate,
} from '@gongzhi/domain/gov-information/gov-information-api';
import { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { localizeMessage } from '../../lib/domain-message';
import { formatDateTime } from '../../lib/format';
import { downloadFile, failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { RichTextEditor, RichTextView } from '../../ui/rich-text/rich-text-editor';
import { type Attachment, DOWNLOAD_URL } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { zodRule } from '../gov-settings/zod-rule';
import {
  addInformation,
  deleteInformation,
  type Information,
  informationInfoQuery,
  informationKey,
  informationListQuery,
  informationReadListQuery,
  updateInformation,
} from './information-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

/** Download links of government files (ours; shared by information and activities). */
export function GovFileLinks({ files, none }: { files: readonly Attachment[]; none: string }) {
  if (files.length === 0) return <span>{none}</span>;
  return (
    <Space direction="vertical" size={4}>
      {files.map((file) => (
        <Typography.Link
          key={file.attachmentId}
          href={`${DOWNLOAD_URL}?attachmentId=${encodeURIComponent(file.attachmentId)}`}
          onClick={(event) => {
            event.preventDefault();
            void downloadFile({
              url: DOWNLOAD_URL,
              data: { attachmentId: file.attachmentId },
              fileName: file.sourceName,
            });
          }}
        >
          {file.sourceName}
        </Typography.Link>
      ))}
    </Space>
  );
}

function percent(value: number) {
  return `${Math.round(value * 1000) / 10}%`;
}

/** /government/information: releases of the jurisdiction, filterable by title, type and community. */
export function InformationListPage() {
  const { t } = useTranslation('govInformation');
  const enumLabel = useEnumLabel();
  const { user, linkTo } = useWorkbench();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState<string | undefined>();
  const [informationType, setType] = useState<GovInformationType | undefined>();
  const [communityInfoCode, setCommunity] = useState<string | undefined>();
  const list = useQuery(informationListQuery({ page, size: 10, title, informationType, communityInfoCode }));

  const remove = async (row: Information) => {
    try {
      await deleteInformation(row.informationId);
      void message.success(t('list.deleted'));
    } catch (error) {
      void message.error(failureMessage(error));
    }
    await client.invalidateQueries({ queryKey: informationKey });
  };

  return (
    <Card
      variant="borderless"
      title={t('list.title')}
      extra={
        <Link to={linkTo('information/create', null)}>
          <Button type="primary">{t('list.create')}</Button>
        </Link>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('list.titleSearch')}
          placeholder={t('list.titleSearch')}
          style={{ width: 220 }}
          onSearch={(value) => {
            setTitle(value.trim() || undefined);
            setPage(1);
          }}
        />
        <Select
          aria-label={t('list.type')}
          style={{ width: 160 }}
          value={informationType ?? 'ALL'}
          onChange={(value) => {
            setType(value === 'ALL' ? undefined : (value as GovInformationType));
            setPage(1);
          }}
          options={[{ value: 'ALL', label: t('list.allTypes') }, ...enumLabel.options(GovInformationType)]}
        />
        <Select
          aria-label={t('list.scope')}
          style={{ width: 180 }}
          value={communityInfoCode ?? 'ALL'}
          onChange={(value) => {
            setCommunity(value === 'ALL' ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: 'ALL', label: t('list.allCommunities') },
            ...user.communities.map((item) => ({ value: item.communityInfoCode, label: item.communityName })),
          ]}
        />
      </Space>
      <Table<Information>
        rowKey="informationId"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 800 }}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('list.infoTitle'), dataIndex: 'title', ellipsis: true },
          {
            title: t('list.type'),
            dataIndex: 'informationType',
            width: 100,
            render: (value: GovInformationType) => <Tag>{enumLabel(GovInformationType, value)}</Tag>,
          },
          {
            title: t('list.scope'),
            width: 130,
            render: (_, row) =>
              row.allCommunities
                ? t('list.allScope')
                : row.communities.length === 1
                  ? row.communities[0]?.communityName
                  : t('list.scopeCount', { count: row.communities.length }),
          },
          {
            title: t('list.reach'),
            width: 90,
            render: (_, row) => t('list.reachValue', { read: row.readCount, owners: row.ownerCount }),
          },
          {
            title: t('list.gmtCreate'),
            dataIndex: 'gmtCreate',
            width: 140,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('list.actions'),
            width: 210,
            fixed: 'right',
            render: (_, row) => (
              <Space>
                <Link to={linkTo(`information/${row.informationId}`, null)}>{t('list.view')}</Link>
                <Link to={linkTo(`information/create?id=${row.informationId}`, null)}>{t('list.edit')}</Link>
                <Link to={linkTo(`informationReadList/${row.informationId}`, null)}>{t('list.reads')}</Link>
                <Typography.Link
                  type="danger"
                  onClick={() =>
                    confirm('delete', { title: t('list.deleteConfirm'), onOk: () => remove(row) })
                  }
                >
                  {t('list.delete')}
                </Typography.Link>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

type FormValues = {
  title: string;
  informationType: GovInformationType;
  content: string;
  cover?: Attachment[];
  attachments?: Attachment[];
  scope: 'ALL' | 'CHOSEN';
  communityInfoCodes?: string[];
};

const fields = informationAddInput.shape;

/** A saved release as form values (editing). */
export function informationFormValues(item: Information): FormValues {
  return {
    title: item.title,
    informationType: item.informationType,
    content: item.content,
    cover: item.cover ? [item.cover] : [],
    attachments: item.attachments,
    scope: item.allCommunities ? 'ALL' : 'CHOSEN',
    communityInfoCodes: item.communities.map((community) => community.communityInfoCode),
  };
}

/**
 * /government/information/create: title, type, rich text, cover, attachments, audience. With `?id=`
 * the same form edits that release (govInformation/update; the audience may only grow).
 */
export function InformationCreatePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useQuery({ ...informationInfoQuery(id ?? ''), enabled: Boolean(id) });
  if (id && !existing.data) return <Skeleton active />;
  return <InformationForm key={id ?? 'new'} existing={existing.data} />;
}

function InformationForm({ existing }: { existing?: Information }) {
  const { t } = useTranslation('govInformation');
  const enumLabel = useEnumLabel();
  const { user, linkTo } = useWorkbench();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const scope = Form.useWatch('scope', form);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: FormValues) => {
    setSaving(true);
    try {
      const input = {
        title: values.title.trim(),
        informationType: values.informationType,
        content: values.content,
        coverId: values.cover?.[0]?.attachmentId ?? null,
        attachmentIds: (values.attachments ?? []).map((file) => file.attachmentId),
        allCommunities: values.scope === 'ALL',
        communityInfoCodes: values.scope === 'ALL' ? [] : (values.communityInfoCodes ?? []),
      };
      const saved = existing
        ? await updateInformation({ ...input, informationId: existing.informationId })
        : await addInformation(input);
      void message.success(existing ? t('form.updated') : t('form.published'));
      await client.invalidateQueries({ queryKey: informationKey });
      void navigate(linkTo(`information/${saved.informationId}`, null));
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" title={existing ? t('form.editTitle') : t('form.title')}>
      {existing ? (
        <Typography.Paragraph type="secondary" data-testid="information-edit-hint">
          {t('form.editHint')}
        </Typography.Paragraph>
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="informationCreate"
        style={{ maxWidth: 860 }}
        // The form mounts only once an edited item has loaded: start from it, so the fields that depend
        // on the audience (the community picker) exist from the first render.
        initialValues={existing ? informationFormValues(existing) : { scope: 'ALL', content: '' }}
        onFinish={onFinish}
      >
        <Form.Item name="title" label={t('form.infoTitle')} required rules={[zodRule(fields.title)]}>
          <Input maxLength={100} showCount placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="informationType"
          label={t('form.type')}
          required
          rules={[zodRule(fields.informationType)]}
        >
          <Select
            style={{ width: 240 }}
            placeholder={t('form.typePlaceholder')}
            options={enumLabel.options(GovInformationType)}
          />
        </Form.Item>
        <Form.Item name="content" label={t('form.content')} required rules={[zodRule(fields.content)]}>
          <RichTextEditor aria-label={t('form.content')} />
        </Form.Item>
        <Form.Item name="cover" label={t('form.cover')} rules={[uploadFieldRule]}>
          <UploadField uploadType="TX_GOV_INFORMATION" listType="picture-card" maxCount={1} />
        </Form.Item>
        <Form.Item name="attachments" label={t('form.attachments')} rules={[uploadFieldRule]}>
          <UploadField uploadType="TX_GOV_INFORMATION" />
        </Form.Item>
        <Form.Item name="scope" label={t('form.scope')} required>
          <Radio.Group
            options={[
              { value: 'ALL', label: t('form.scopeAll') },
              { value: 'CHOSEN', label: t('form.scopeChosen') },
            ]}
          />
        </Form.Item>
        {scope === 'CHOSEN' ? (
          <Form.Item
            name="communityInfoCodes"
            label={t('form.communities')}
            required
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: localizeMessage(GOV_INFORMATION_MESSAGES.communitiesRequired),
              },
            ]}
          >
            <Select
              mode="multiple"
              placeholder={t('form.communitiesPlaceholder')}
              options={user.communities.map((item) => ({
                value: item.communityInfoCode,
                label: item.communityName,
              }))}
            />
          </Form.Item>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {existing ? t('form.save') : t('form.submit')}
          </Button>
          <Button onClick={() => void navigate(linkTo('information', null))}>{t('form.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /government/information/{id}: the release, its files, audience and reach. */
export function InformationDetailPage() {
  const { t } = useTranslation('govInformation');
  const enumLabel = useEnumLabel();
  const { id = '' } = useParams();
  const { linkTo } = useWorkbench();
  const info = useQuery(informationInfoQuery(id));
  if (!info.data) return <Spin />;
  const item = info.data;
  return (
    <Card
      variant="borderless"
      title={item.title}
      extra={
        <Space>
          <Link to={linkTo(`information/create?id=${item.informationId}`, null)}>
            <Button data-testid="information-edit">{t('list.edit')}</Button>
          </Link>
          <Link to={linkTo(`informationReadList/${item.informationId}`, null)}>{t('detail.reads')}</Link>
        </Space>
      }
    >
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title={t('detail.readCount')} value={item.readCount} />
        <Statistic title={t('detail.ownerCount')} value={item.ownerCount} />
        <Statistic title={t('detail.readRate')} value={percent(readRate(item.readCount, item.ownerCount))} />
      </Space>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('list.type')}>
          {enumLabel(GovInformationType, item.informationType)}
        </Descriptions.Item>
        <Descriptions.Item label={t('list.gmtCreate')}>{formatDateTime(item.gmtCreate)}</Descriptions.Item>
        <Descriptions.Item label={t('list.publisher')}>{item.publisherName}</Descriptions.Item>
        <Descriptions.Item label={t('list.scope')}>
          {item.allCommunities
            ? t('list.allScope')
            : item.communities.map((community) => community.communityName).join('、')}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.attachments')} span={2}>
          <GovFileLinks
            files={[...(item.cover ? [item.cover] : []), ...item.attachments]}
            none={t('detail.none')}
          />
        </Descriptions.Item>
      </Descriptions>
      <RichTextView html={item.content} />
    </Card>
  );
}

/** /government/informationReadList/{id}: the owners who read a release and the reach. */
export function InformationReadListPage() {
  const { t } = useTranslation('govInformation');
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const info = useQuery(informationInfoQuery(id));
  const reads = useQuery(informationReadListQuery(id, page, 20));
  const data = reads.data;
  return (
    <Card variant="borderless" title={`${t('reads.title')}${info.data ? ` · ${info.data.title}` : ''}`}>
      {data ? (
        <Typography.Paragraph>
          {t('reads.summary', {
            read: data.readCount,
            owners: data.ownerCount,
            rate: percent(readRate(data.readCount, data.ownerCount)),
          })}
        </Typography.Paragraph>
      ) : null}
      <Table
        rowKey={(row) => `${row.mobile}-${row.gmtRead}`}
        loading={reads.isLoading}
        dataSource={data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('reads.ownerName'), dataIndex: 'ownerName' },
          { title: t('reads.mobile'), dataIndex: 'mobile' },
          { title: t('reads.community'), dataIndex: 'communityName' },
          {
            title: t('reads.gmtRead'),
            dataIndex: 'gmtRead',
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </Card>
  );
}
