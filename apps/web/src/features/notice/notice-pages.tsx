import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { fillKnownPlaceholders } from '@gongzhi/domain/common/template-placeholders';
import { hasRichTextContent } from '@gongzhi/domain/common/text-rules';
import { FinanceAccountType } from '@gongzhi/domain/finance/finance-enums';
import type { NoticeReaderDto } from '@gongzhi/domain/notice/notice-api';
import { NoticeType } from '@gongzhi/domain/notice/notice-enums';
import { publicityDateAtMidnight, supplementFinanceLabel } from '@gongzhi/domain/notice/notice-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import { RichTextEditor, RichTextView } from '../../ui/rich-text/rich-text-editor';
import { confirmNoPlaceholders } from '../../ui/template/placeholder-check';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import {
  createNotice,
  createNoticeDraft,
  deleteNotice,
  fetchTemplate,
  type NoticeInput,
  type NoticeItem,
  noticeInfoQuery,
  noticeKey,
  noticeListQuery,
  noticeReadListQuery,
  templateListQuery,
} from './notice-api';
import { AttachmentLinks } from './notice-shared';
import './locale';
import './notice.css';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import { FormActions } from '../../ui/actions/form-actions';

/**
 * Shows an error once: failed calls are already toasted by the request interceptor (SPEC §8) and
 * form validation shows on the fields, so only other errors get a message here.
 */
function reportError(message: { error: (text: string) => unknown }, error: unknown): void {
  if (isRequestFailure(error)) return;
  if (error && typeof error === 'object' && 'errorFields' in error) return;
  message.error(failureMessage(error));
}

/** Community notices (SPEC §2.4–2.5, §7 Notices), the same pages in /manage and /government. */

function useCommunityCode(): string | null {
  return useWorkbench().community?.communityInfoCode ?? null;
}

function useCanManage(): boolean {
  return hasAnyPermission(useWorkbench().permissions, ['NOTICE_MANAGEMENT']);
}

export function NoticeListPage() {
  const code = useCommunityCode();
  if (!code) return <Empty />;
  return <NoticeList key={code} communityInfoCode={code} />;
}

const PAGE_SIZE = 20;

function NoticeList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('notice');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canManage = useCanManage();
  const [tab, setTab] = useState<'NO' | 'YES'>('NO');
  const [noticeType, setNoticeType] = useState<NoticeType | undefined>();
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    noticeListQuery({ communityInfoCode, page, size: PAGE_SIZE, searchKey, noticeType, isDraft: tab }),
  );
  const remove = useMutation({
    mutationFn: (code: string) => deleteNotice(communityInfoCode, code),
    onSuccess: async () => {
      message.success(t('messages.deleted'));
      await client.invalidateQueries({ queryKey: noticeKey(communityInfoCode) });
    },
    onError: (error) => reportError(message, error),
  });

  const open = (path: string, code: string) => void navigate(linkTo(`${path}/${encodeURIComponent(code)}`));
  const actionsFixed = useActionsFixed();
  const columns: ColumnsType<NoticeItem> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (title: string, row) => (
        <Button
          type="link"
          className="notice-title-link"
          onClick={() => open('notice', row.communityNoticeCode)}
        >
          {title}
        </Button>
      ),
    },
    {
      title: t('columns.type'),
      dataIndex: 'noticeType',
      width: 100,
      render: (value: NoticeType) => <Tag>{enumLabel(NoticeType, value)}</Tag>,
    },
    tab === 'NO'
      ? { title: t('columns.releaseDate'), dataIndex: 'releaseDate', width: 150, render: formatDateTime }
      : { title: t('columns.modified'), dataIndex: 'gmtModified', width: 150, render: formatDateTime },
    {
      title: t('columns.publicityDate'),
      dataIndex: 'publicityDate',
      width: 110,
      render: (d: string | null) => d ?? '—',
    },
    ...(tab === 'NO'
      ? [
          {
            title: t('columns.reads'),
            key: 'reads',
            width: 130,
            render: (_: unknown, row: NoticeItem) =>
              `${row.readCount}/${row.ownerCount}（${formatRatioAsRate(row.readCount, row.ownerCount)}）`,
          },
        ]
      : []),
    { title: t('columns.creator'), dataIndex: 'creatorName', width: 90 },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 150,
      fixed: actionsFixed,
      render: (_: unknown, row) => (
        <Space size={0}>
          {row.isDraft === 'YES' ? (
            canManage ? (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void navigate(
                    linkTo(`createNotice?communityNoticeCode=${encodeURIComponent(row.communityNoticeCode)}`),
                  )
                }
              >
                {t('actions.continueEdit')}
              </Button>
            ) : null
          ) : (
            <Button type="link" size="small" onClick={() => open('noticeReadList', row.communityNoticeCode)}>
              {t('actions.readList')}
            </Button>
          )}
          {canManage ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm('delete', {
                  title: t('actions.deleteConfirm'),
                  onOk: () => remove.mutate(row.communityNoticeCode),
                })
              }
            >
              {t('actions.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <div className="notice-toolbar">
        <Space wrap>
          <Segmented
            value={tab}
            onChange={(value) => {
              setTab(value as 'NO' | 'YES');
              setPage(1);
            }}
            options={[
              { value: 'NO', label: t('tabs.published') },
              ...(canManage ? [{ value: 'YES', label: t('tabs.drafts') }] : []),
            ]}
          />
          <Select
            allowClear
            aria-label={t('filters.type')}
            placeholder={t('filters.type')}
            style={{ width: 160 }}
            value={noticeType}
            options={enumLabel.options(NoticeType)}
            onChange={(value) => {
              setNoticeType(value);
              setPage(1);
            }}
          />
          <Input.Search
            allowClear
            placeholder={t('filters.search')}
            style={{ width: 240 }}
            onSearch={(value) => {
              setSearchKey(value.trim());
              setPage(1);
            }}
          />
        </Space>
        {canManage ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(linkTo('createNotice'))}
          >
            {t('actions.create')}
          </Button>
        ) : null}
      </div>
      <Table
        rowKey="communityNoticeCode"
        columns={columns}
        scroll={listScroll(columns)}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isError ? failureMessage(list.error) : t('empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => t('total', { total }),
        }}
      />
    </Card>
  );
}

type FormValues = {
  title: string;
  noticeType: NoticeType;
  content: string;
  publicityDate?: Dayjs | null;
  material?: Attachment[];
  financeAccountType?: FinanceAccountType;
  otherTypeName?: string;
};

export function NoticeCreatePage() {
  const code = useCommunityCode();
  if (!code) return <Empty />;
  return <NoticeCreate key={code} communityInfoCode={code} />;
}

function NoticeCreate({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('notice');
  const enumLabel = useEnumLabel();
  const { message, modal } = App.useApp();
  const { linkTo, community } = useWorkbench();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const draftCode = search.get('communityNoticeCode');
  const [form] = Form.useForm<FormValues>();
  const templates = useQuery(templateListQuery(communityInfoCode));
  const draft = useQuery({
    ...noticeInfoQuery(communityInfoCode, draftCode ?? ''),
    enabled: Boolean(draftCode),
  });
  const noticeType = Form.useWatch('noticeType', form);
  const accountType = Form.useWatch('financeAccountType', form);

  useEffect(() => {
    const data = draft.data;
    if (!data) return;
    form.setFieldsValue({
      title: data.title,
      noticeType: data.noticeType,
      content: data.content,
      publicityDate: data.publicityDate ? dayjs(data.publicityDate) : null,
      material: data.materialAttachments,
      financeAccountType: data.supplementFinance?.financeAccountType,
      otherTypeName: data.supplementFinance?.otherTypeName ?? undefined,
    });
  }, [draft.data, form]);

  const toInput = (values: FormValues): NoticeInput => ({
    communityInfoCode,
    communityNoticeCode: draftCode ?? undefined,
    title: values.title,
    noticeType: values.noticeType,
    content: values.content ?? '',
    material: (values.material ?? []).map((item) => item.attachmentId),
    publicityDate: values.publicityDate
      ? publicityDateAtMidnight(values.publicityDate.format('YYYY-MM-DD'))
      : undefined,
    supplementFinance:
      values.noticeType === 'FINANCE' && values.financeAccountType
        ? { financeAccountType: values.financeAccountType, otherTypeName: values.otherTypeName }
        : null,
  });

  const save = useMutation({
    mutationFn: async ({ publish }: { publish: boolean }) => {
      const values = publish
        ? await form.validateFields()
        : (await form.validateFields(['title', 'noticeType', 'material'])) && form.getFieldsValue(true);
      return publish ? createNotice(toInput(values)) : createNoticeDraft(toInput(values));
    },
    onSuccess: async (notice, { publish }) => {
      message.success(publish ? t('messages.published') : t('messages.draftSaved'));
      await client.invalidateQueries({ queryKey: noticeKey(communityInfoCode) });
      void navigate(
        publish ? linkTo(`notice/${encodeURIComponent(notice.communityNoticeCode)}`) : linkTo('notice'),
        { replace: true },
      );
    },
    onError: (error) => reportError(message, error),
  });

  const applyTemplate = async (templateId: string) => {
    try {
      const template = await fetchTemplate(communityInfoCode, templateId);
      // What the platform knows is filled in; the rest stays 【…】 for the author (issue #24).
      const publicityDate = form.getFieldValue('publicityDate') as Dayjs | null | undefined;
      const known = {
        communityName: community?.communityName,
        publishDate: (publicityDate ?? dayjs()).format('YYYY-MM-DD'),
      };
      form.setFieldsValue({
        title: fillKnownPlaceholders(template.title, known),
        noticeType: template.noticeType,
        content: fillKnownPlaceholders(template.content, known),
      });
    } catch (error) {
      reportError(message, error);
    }
  };

  if (draftCode && draft.isPending) return <Skeleton active />;
  if (draft.isError) return <Result status="error" title={failureMessage(draft.error)} />;

  return (
    <Card>
      <Form<FormValues>
        form={form}
        layout="vertical"
        className="notice-form"
        initialValues={{ noticeType: 'DAILY_MANAGEMENT', content: '', publicityDate: dayjs(), material: [] }}
      >
        <Form.Item label={t('form.template')} extra={t('form.templateHint')}>
          <Select
            allowClear
            aria-label={t('form.template')}
            placeholder={t('form.templatePlaceholder')}
            loading={templates.isPending}
            options={(templates.data ?? []).map((item) => ({
              value: item.templateId,
              label: `${item.templateName}（${enumLabel(NoticeType, item.noticeType)}）`,
            }))}
            onChange={(value?: string) => {
              if (value) void applyTemplate(value);
            }}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} showCount placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item
            name="noticeType"
            label={t('form.type')}
            rules={[{ required: true, message: t('form.typeRequired') }]}
          >
            <Select style={{ width: 200 }} options={enumLabel.options(NoticeType)} />
          </Form.Item>
          <Form.Item
            name="publicityDate"
            label={t('form.publicityDate')}
            rules={[{ required: true, message: t('form.publicityDateRequired') }]}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: 200 }} />
          </Form.Item>
        </Space>
        {noticeType === 'FINANCE' ? (
          <Space size="large" wrap align="start">
            <Form.Item name="financeAccountType" label={t('form.financeAccountType')}>
              <Select allowClear style={{ width: 220 }} options={enumLabel.options(FinanceAccountType)} />
            </Form.Item>
            {accountType === 'OTHER' ? (
              <Form.Item
                name="otherTypeName"
                label={t('form.otherTypeName')}
                rules={[
                  { required: true, whitespace: true, message: t('form.otherTypeNameRequired') },
                  { max: 100 },
                ]}
              >
                <Input maxLength={100} style={{ width: 220 }} />
              </Form.Item>
            ) : null}
          </Space>
        ) : null}
        <Form.Item
          name="content"
          label={t('form.content')}
          required
          rules={[
            {
              validator: async (_, value: string) => {
                if (!hasRichTextContent(value)) throw new Error(t('form.contentRequired'));
              },
            },
          ]}
        >
          <RichTextEditor aria-label={t('form.content')} />
        </Form.Item>
        <Form.Item
          name="material"
          label={t('form.material')}
          extra={t('form.materialHint')}
          rules={[uploadFieldRule]}
        >
          <UploadField uploadType="TX_KXCZ" communityInfoCode={communityInfoCode} isPublic maxCount={9} />
        </Form.Item>
        <FormActions
          primary={
            <Button
              type="primary"
              loading={save.isPending}
              onClick={async () => {
                const { title, content } = form.getFieldsValue(['title', 'content']);
                if (await confirmNoPlaceholders(modal, title, content)) save.mutate({ publish: true });
              }}
            >
              {t('actions.publish')}
            </Button>
          }
          secondary={
            <Button loading={save.isPending} onClick={() => save.mutate({ publish: false })}>
              {t('actions.saveDraft')}
            </Button>
          }
          cancel={<Button onClick={() => void navigate(linkTo('notice'))}>{t('actions.cancel')}</Button>}
        />
      </Form>
    </Card>
  );
}

export function NoticeDetailPage() {
  const code = useCommunityCode();
  const { communityNoticeCode = '' } = useParams();
  if (!code) return <Empty />;
  return <NoticeDetail key={code} communityInfoCode={code} communityNoticeCode={communityNoticeCode} />;
}

function NoticeDetail({
  communityInfoCode,
  communityNoticeCode,
}: {
  communityInfoCode: string;
  communityNoticeCode: string;
}) {
  const { t } = useTranslation('notice');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canManage = useCanManage();
  const info = useQuery(noticeInfoQuery(communityInfoCode, communityNoticeCode));
  const remove = useMutation({
    mutationFn: () => deleteNotice(communityInfoCode, communityNoticeCode),
    onSuccess: async () => {
      message.success(t('messages.deleted'));
      await client.invalidateQueries({ queryKey: noticeKey(communityInfoCode) });
      void navigate(linkTo('notice'), { replace: true });
    },
    onError: (error) => reportError(message, error),
  });
  if (info.isError) return <Result status="404" title={failureMessage(info.error)} />;
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const notice = info.data;
  const finance = supplementFinanceLabel(notice.supplementFinance);
  return (
    <Card
      title={
        <Space>
          <FileTextOutlined />
          <span data-testid="notice-title">{notice.title}</span>
          {notice.isDraft === 'YES' ? (
            <Tag color="warning">{t('status.draft')}</Tag>
          ) : (
            <Tag color="success">{t('status.published')}</Tag>
          )}
        </Space>
      }
      extra={
        <Space>
          {notice.isDraft === 'NO' ? (
            <Button
              onClick={() =>
                void navigate(linkTo(`noticeReadList/${encodeURIComponent(communityNoticeCode)}`))
              }
            >
              {t('actions.readList')}
            </Button>
          ) : null}
          {canManage ? (
            <Button
              danger
              onClick={() =>
                confirm('delete', { title: t('actions.deleteConfirm'), onOk: () => remove.mutate() })
              }
            >
              {t('actions.delete')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} className="notice-meta">
        <Descriptions.Item label={t('columns.type')}>
          {enumLabel(NoticeType, notice.noticeType)}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.releaseDate')}>
          {formatDateTime(notice.releaseDate) || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.publicityDate')}>
          {notice.publicityDate ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.creator')}>{notice.creatorName ?? '—'}</Descriptions.Item>
        {finance ? (
          <Descriptions.Item label={t('form.financeAccountType')}>{finance}</Descriptions.Item>
        ) : null}
        {notice.isDraft === 'NO' ? (
          <Descriptions.Item label={t('columns.reads')}>
            {t('readSummary', {
              read: notice.readCount,
              owners: notice.ownerCount,
              rate: formatRatioAsRate(notice.readCount, notice.ownerCount),
            })}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <RichTextView html={notice.content} className="notice-content" />
      {notice.materialAttachments.length > 0 ? (
        <div className="notice-material">
          <div className="notice-material__head">{t('form.material')}</div>
          <AttachmentLinks attachments={notice.materialAttachments} />
        </div>
      ) : null}
    </Card>
  );
}

export function NoticeReadListPage() {
  const code = useCommunityCode();
  const { communityNoticeCode = '' } = useParams();
  if (!code) return <Empty />;
  return <NoticeReadList key={code} communityInfoCode={code} communityNoticeCode={communityNoticeCode} />;
}

function NoticeReadList({
  communityInfoCode,
  communityNoticeCode,
}: {
  communityInfoCode: string;
  communityNoticeCode: string;
}) {
  const { t } = useTranslation('notice');
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const info = useQuery(noticeInfoQuery(communityInfoCode, communityNoticeCode));
  const reads = useQuery(
    noticeReadListQuery({ communityInfoCode, communityNoticeCode, page, size: PAGE_SIZE, searchKey }),
  );
  if (reads.isError) return <Result status="404" title={failureMessage(reads.error)} />;
  const data = reads.data;
  const readColumns: ColumnsType<NoticeReaderDto> = [
    {
      title: t('reads.ownerName'),
      dataIndex: 'ownerName',
      width: 110,
      render: (name: string | null) => name ?? '—',
    },
    { title: t('reads.mobile'), dataIndex: 'mobile', width: 140 },
    {
      title: t('reads.houses'),
      dataIndex: 'houses',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (houses: string[]) => houses.join('、') || '—',
    },
    { title: t('reads.readTime'), dataIndex: 'readTime', width: 170, render: formatDateTime },
  ];
  return (
    <Card title={info.data?.title}>
      <Space size={48} className="notice-read-stats">
        <Statistic title={t('reads.readCount')} value={data?.readCount ?? 0} />
        <Statistic title={t('reads.ownerCount')} value={data?.ownerCount ?? 0} />
        <Statistic
          title={t('reads.rate')}
          value={data ? formatRatioAsRate(data.readCount, data.ownerCount) : '—'}
        />
      </Space>
      <div className="notice-toolbar">
        <Input.Search
          allowClear
          placeholder={t('reads.search')}
          style={{ width: 260 }}
          onSearch={(value) => {
            setSearchKey(value.trim());
            setPage(1);
          }}
        />
      </div>
      <Table
        rowKey="userId"
        dataSource={data?.list ?? []}
        loading={reads.isFetching}
        locale={{ emptyText: t('reads.empty') }}
        columns={readColumns}
        scroll={listScroll(readColumns)}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => t('total', { total }),
        }}
      />
    </Card>
  );
}
