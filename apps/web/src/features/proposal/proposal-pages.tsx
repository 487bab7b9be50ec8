import { FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { fillKnownPlaceholders } from '@gongzhi/domain/common/template-placeholders';
import { hasRichTextContent } from '@gongzhi/domain/common/text-rules';
import { ProposalDisplayState, ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { PROPOSAL_MANAGE, proposalChangeRefusal } from '@gongzhi/domain/proposal/proposal-rules';
import { formatArea } from '@gongzhi/domain/roster/area';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { RichTextEditor, RichTextView } from '../../ui/rich-text/rich-text-editor';
import { confirmNoPlaceholders } from '../../ui/template/placeholder-check';
import { type Attachment, attachmentUrl } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import {
  createProposal,
  deleteProposal,
  fetchTemplate,
  generateFillPdf,
  type ProposalFill,
  type ProposalFormValue,
  type ProposalInfo,
  type ProposalListItem,
  proposalFillQuery,
  proposalInfoQuery,
  proposalKey,
  proposalListQuery,
  templateListQuery,
  updateProposal,
} from './proposal-api';
import { AttachmentLinks, defaultPeriod, formatPeriod, ProposalStateTag } from './proposal-shared';
import './locale';
import './proposal.css';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';

const PAGE_SIZE = 20;

function useCommunityCode(): string | null {
  return useWorkbench().community?.communityInfoCode ?? null;
}

function useCanManage(): boolean {
  return hasAnyPermission(useWorkbench().permissions, PROPOSAL_MANAGE);
}

/** Whether a listed proposal may still be edited or deleted (domain rule, same as the server's). */
function changeable(item: Pick<ProposalListItem, 'proposalState' | 'signNum'>): boolean {
  return proposalChangeRefusal(item.proposalState, item.signNum) === null;
}

// ── list ──

/** 提案管理 (/manage/proposal, /government/proposal): the community's proposals with state tags. */
export function ProposalListPage() {
  const code = useCommunityCode();
  if (!code) return <Empty />;
  return <ProposalList key={code} communityInfoCode={code} />;
}

function ProposalList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('proposal');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { linkTo } = useWorkbench();
  const canManage = useCanManage();
  const [proposalState, setProposalState] = useState<ProposalDisplayState | undefined>();
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const proposals = useQuery(proposalListQuery({ communityInfoCode, page, size, proposalState, searchKey }));

  const remove = useMutation({
    mutationFn: (item: ProposalListItem) => deleteProposal(communityInfoCode, item.proposalId),
    onSuccess: async () => {
      void message.success(t('actions.deleted'));
      await client.invalidateQueries({ queryKey: proposalKey(communityInfoCode) });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const detail = (item: ProposalListItem) => linkTo(`proposal/${encodeURIComponent(item.proposalId)}`);
  const columns: ColumnsType<ProposalListItem> = [
    {
      title: t('list.columns.title'),
      dataIndex: 'title',
      width: 250,
      render: (title: string, item) => (
        <div className="proposal-title-cell">
          <Button type="link" className="proposal-link" onClick={() => void navigate(detail(item))}>
            {title}
          </Button>
          <span className="proposal-muted">{enumLabel(ProposalType, item.proposalType)}</span>
        </div>
      ),
    },
    {
      title: t('list.columns.state'),
      dataIndex: 'proposalState',
      render: (state: ProposalDisplayState) => <ProposalStateTag state={state} />,
    },
    {
      title: t('list.columns.period'),
      key: 'period',
      render: (_value, item) => (
        <span className="proposal-period">
          <span>{formatDateTime(item.startDate)}</span>
          <span>~ {formatDateTime(item.endDate)}</span>
        </span>
      ),
    },
    { title: t('list.columns.signNum'), dataIndex: 'signNum', align: 'right' },
    {
      title: t('list.columns.creator'),
      key: 'creator',
      render: (_value, item) =>
        item.creatorType === 'OWNER' ? `${item.creatorName}（${t('creatorOwner')}）` : item.creatorName,
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      render: (_value, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(detail(item))}>
            {t('actions.detail')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(linkTo(`proposal/${encodeURIComponent(item.proposalId)}/signList`))}
          >
            {t('actions.signList')}
          </Button>
          {canManage && changeable(item) ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                void navigate(linkTo(`createProposal?proposalId=${encodeURIComponent(item.proposalId)}`))
              }
            >
              {t('actions.edit')}
            </Button>
          ) : null}
          {canManage && item.signNum === 0 ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm('delete', {
                  title: t('actions.deleteConfirm', { title: item.title }),
                  onOk: () => remove.mutateAsync(item).catch(() => undefined),
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
    <Card variant="borderless" className="proposal-page">
      <div className="proposal-toolbar">
        <Space wrap>
          <Select<ProposalDisplayState | 'ALL'>
            className="proposal-toolbar__state"
            aria-label={t('list.state')}
            value={proposalState ?? 'ALL'}
            options={[
              { value: 'ALL', label: t('list.stateAll') },
              ...enumLabel
                .options(ProposalDisplayState)
                .map((option) => ({ value: option.value, label: option.label })),
            ]}
            onChange={(value) => {
              setProposalState(value === 'ALL' ? undefined : value);
              setPage(1);
            }}
          />
          <Input.Search
            allowClear
            className="proposal-toolbar__search"
            placeholder={t('list.search')}
            aria-label={t('list.search')}
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
            onClick={() => void navigate(linkTo('createProposal'))}
          >
            {t('list.create')}
          </Button>
        ) : null}
      </div>
      <Table<ProposalListItem>
        rowKey="proposalId"
        size="middle"
        columns={columns}
        dataSource={proposals.data?.list}
        loading={proposals.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        pagination={{
          current: page,
          pageSize: size,
          total: proposals.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { total }),
          onChange: (next, nextSize) => {
            setPage(nextSize === size ? next : 1);
            setSize(nextSize);
          },
        }}
      />
    </Card>
  );
}

// ── create / edit ──

type FormValues = {
  templateId?: string;
  proposalType?: ProposalType;
  title?: string;
  period?: [Dayjs, Dayjs];
  content?: string;
  materialAttachments?: Attachment[];
  signAttachment?: Attachment[];
};

function toFormValue(values: FormValues): ProposalFormValue {
  const [start, end] = values.period ?? [];
  return {
    title: values.title ?? '',
    proposalType: values.proposalType ?? 'OTHER',
    content: values.content ?? '',
    startDate: start?.toISOString() ?? '',
    endDate: end?.toISOString() ?? '',
    materialAttachments: (values.materialAttachments ?? []).map((file) => file.attachmentId),
    signAttachment: (values.signAttachment ?? []).map((file) => file.attachmentId),
    templateId: values.templateId ?? null,
  };
}

/** 发起提案 (/createProposal; ?proposalId= edits one that no owner has signed yet). */
export function ProposalCreatePage() {
  const code = useCommunityCode();
  const [search] = useSearchParams();
  const proposalId = search.get('proposalId');
  if (!code) return <Empty />;
  return proposalId ? (
    <EditProposal communityInfoCode={code} proposalId={proposalId} />
  ) : (
    <ProposalForm communityInfoCode={code} initial={null} />
  );
}

function EditProposal({ communityInfoCode, proposalId }: { communityInfoCode: string; proposalId: string }) {
  const info = useQuery(proposalInfoQuery(communityInfoCode, proposalId));
  if (info.isPending) return <Skeleton active />;
  if (info.isError) return <LoadError error={info.error} />;
  return <ProposalForm communityInfoCode={communityInfoCode} initial={info.data} />;
}

function ProposalForm({
  communityInfoCode,
  initial,
}: {
  communityInfoCode: string;
  initial: ProposalInfo | null;
}) {
  const { t } = useTranslation('proposal');
  const enumLabel = useEnumLabel();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { linkTo, community } = useWorkbench();
  const [form] = Form.useForm<FormValues>();
  const templates = useQuery(templateListQuery(communityInfoCode));
  const locked = initial !== null && proposalChangeRefusal(initial.proposalState, initial.signNum) !== null;

  const save = useMutation({
    mutationFn: (values: FormValues) =>
      initial
        ? updateProposal(communityInfoCode, initial.proposalId, toFormValue(values))
        : createProposal(communityInfoCode, toFormValue(values)),
    onSuccess: async (saved) => {
      void message.success(initial ? t('form.saved') : t('form.created'));
      await client.invalidateQueries({ queryKey: proposalKey(communityInfoCode) });
      void navigate(linkTo(`proposal/${encodeURIComponent(saved.proposalId)}`), { replace: true });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const applyTemplate = async (templateId: string | undefined) => {
    if (!templateId) return;
    const apply = async () => {
      try {
        const template = await fetchTemplate(communityInfoCode, templateId);
        // What the platform knows is filled in; the rest stays 【…】 for the author (issue #24).
        const known = { communityName: community?.communityName, publishDate: dayjs().format('YYYY-MM-DD') };
        form.setFieldsValue({
          proposalType: template.proposalType,
          title: fillKnownPlaceholders(template.title, known),
          content: fillKnownPlaceholders(template.content, known),
        });
      } catch (error) {
        void message.error(failureMessage(error));
      }
    };
    const { title, content } = form.getFieldsValue(['title', 'content']);
    if (title || hasRichTextContent(content)) {
      modal.confirm({
        title: t('form.template'),
        content: t('form.templateConfirm'),
        okText: t('actions.ok'),
        cancelText: t('actions.cancel'),
        onOk: apply,
      });
    } else await apply();
  };

  const initialValues: FormValues = initial
    ? {
        templateId: initial.templateId ?? undefined,
        proposalType: initial.proposalType,
        title: initial.title,
        period: [dayjs(initial.startDate), dayjs(initial.endDate)],
        content: initial.content,
        materialAttachments: initial.materialAttachments,
        signAttachment: initial.signAttachment,
      }
    : { period: defaultPeriod(), materialAttachments: [], signAttachment: [] };

  return (
    <Card variant="borderless" className="proposal-page" title={initial ? t('form.editTitle') : undefined}>
      {locked ? <Result status="warning" title={t('form.locked')} /> : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        className="proposal-form"
        initialValues={initialValues}
        disabled={locked || save.isPending}
        onFinish={async (values) => {
          if (await confirmNoPlaceholders(modal, values.title, values.content)) save.mutate(values);
        }}
        scrollToFirstError
      >
        <Form.Item name="templateId" label={t('form.template')}>
          <Select
            allowClear
            placeholder={t('form.templatePlaceholder')}
            loading={templates.isPending}
            options={(templates.data ?? []).map((template) => ({
              value: template.templateId,
              label: `${template.templateName}（${enumLabel(ProposalType, template.proposalType)}）`,
            }))}
            onChange={(value?: string) => void applyTemplate(value)}
          />
        </Form.Item>
        <Form.Item
          name="proposalType"
          label={t('form.type')}
          rules={[{ required: true, message: t('form.typeRequired') }]}
        >
          <Select
            options={enumLabel
              .options(ProposalType)
              .map((option) => ({ value: option.value, label: option.label }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[
            { required: true, whitespace: true, message: '请填写提案标题' },
            { max: 100, message: '提案标题不能超过100个字符' },
          ]}
        >
          <Input placeholder={t('form.titlePlaceholder')} maxLength={100} showCount />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('form.period')}
          rules={[{ required: true, message: t('form.periodRequired') }]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY/MM/DD HH:mm"
            placeholder={[t('form.start'), t('form.end')]}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('form.content')}
          rules={[
            {
              validator: async (_rule, value?: string) => {
                if (!hasRichTextContent(value)) throw new Error('请输入内容');
              },
            },
          ]}
        >
          <RichTextEditor aria-label={t('form.content')} />
        </Form.Item>
        <Form.Item name="materialAttachments" label={t('form.materials')} rules={[uploadFieldRule]}>
          <UploadField uploadType="TX_VOTING" communityInfoCode={communityInfoCode} />
        </Form.Item>
        <Form.Item
          name="signAttachment"
          label={t('form.signAttachment')}
          extra={t('form.signAttachmentHint')}
          rules={[uploadFieldRule]}
        >
          <UploadField uploadType="TX_VOTING" communityInfoCode={communityInfoCode} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {initial ? t('form.save') : t('form.submit')}
          </Button>
          <Button onClick={() => void navigate(-1)} disabled={false}>
            {t('actions.cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

// ── detail ──

function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('proposal');
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  return (
    <Result
      status="warning"
      title={t('detail.notFound')}
      subTitle={failureMessage(error)}
      extra={<Button onClick={() => void navigate(linkTo('proposal'))}>{t('detail.back')}</Button>}
    />
  );
}

/** Starts the signed-proposal PDF job (180 s timeout) and offers the download centre. */
function useGeneratePdf(communityInfoCode: string, proposalId: string) {
  const { t } = useTranslation('proposal');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  return useMutation({
    mutationFn: () => generateFillPdf(communityInfoCode, proposalId),
    onSuccess: () =>
      modal.success({
        okCancel: true,
        title: t('actions.pdfTitle'),
        content: t('actions.pdfStarted'),
        okText: t('actions.toDownload'),
        cancelText: t('actions.cancel'),
        onOk: () => navigate(linkTo('download')),
      }),
    onError: (error) => void message.error(failureMessage(error)),
  });
}

function ShareSummary({ statistics }: { statistics: ProposalInfo['statistics'] }) {
  const { t } = useTranslation('proposal');
  const percent = (rate: string) => Number.parseFloat(rate);
  return (
    <section className="proposal-share" aria-label={t('detail.statistics')}>
      <div className="proposal-share__item">
        <div className="proposal-share__label">{t('detail.heads')}</div>
        <div className="proposal-share__value">
          {statistics.signedHeads} / {statistics.totalHeads}
        </div>
        <Progress
          percent={percent(statistics.headsRate)}
          format={() => statistics.headsRate}
          size="small"
          aria-label={t('detail.headsRate')}
        />
        <div className="proposal-muted">{t('detail.headsRate')}</div>
      </div>
      <div className="proposal-share__item">
        <div className="proposal-share__label">{t('detail.area')}</div>
        <div className="proposal-share__value">
          {formatArea(statistics.signedArea)} / {formatArea(statistics.totalArea)}
        </div>
        <Progress
          percent={percent(statistics.areaRate)}
          format={() => statistics.areaRate}
          size="small"
          aria-label={t('detail.areaRate')}
        />
        <div className="proposal-muted">{t('detail.areaRate')}</div>
      </div>
    </section>
  );
}

/** 提案详情 (/proposal/{proposalId}). */
export function ProposalDetailPage() {
  const code = useCommunityCode();
  const { proposalId = '' } = useParams();
  if (!code) return <Empty />;
  return <ProposalDetail communityInfoCode={code} proposalId={proposalId} />;
}

function ProposalDetail({
  communityInfoCode,
  proposalId,
}: {
  communityInfoCode: string;
  proposalId: string;
}) {
  const { t } = useTranslation('proposal');
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  const canManage = useCanManage();
  const info = useQuery(proposalInfoQuery(communityInfoCode, proposalId));
  const pdf = useGeneratePdf(communityInfoCode, proposalId);
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (info.isError) return <LoadError error={info.error} />;
  const proposal = info.data;

  return (
    <Card
      variant="borderless"
      className="proposal-page"
      title={<span className="proposal-title">{proposal.title}</span>}
      extra={
        <Space wrap>
          <Button
            onClick={() => void navigate(linkTo(`proposal/${encodeURIComponent(proposalId)}/signList`))}
          >
            {t('actions.signList')}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={pdf.isPending} onClick={() => pdf.mutate()}>
            {t('actions.generatePdf')}
          </Button>
          {canManage && changeable(proposal) ? (
            <Button
              type="primary"
              onClick={() =>
                void navigate(linkTo(`createProposal?proposalId=${encodeURIComponent(proposalId)}`))
              }
            >
              {t('actions.edit')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" className="proposal-meta">
        <Descriptions.Item label={t('detail.type')}>
          {enumLabel(ProposalType, proposal.proposalType)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.state')}>
          <Space size={4}>
            <ProposalStateTag state={proposal.proposalState} />
            {proposal.relationIntention ? <Tag color="purple">{t('detail.linked')}</Tag> : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.period')}>
          {formatPeriod(proposal.startDate, proposal.endDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.creator')}>
          {proposal.creatorType === 'OWNER'
            ? `${proposal.creatorName}（${t('creatorOwner')}）`
            : proposal.creatorName}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.createdAt')}>
          {formatDateTime(proposal.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.materials')}>
          <AttachmentLinks files={proposal.materialAttachments} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.signAttachment')}>
          <AttachmentLinks files={proposal.signAttachment} />
        </Descriptions.Item>
      </Descriptions>
      <h3 className="proposal-section">{t('detail.statistics')}</h3>
      <ShareSummary statistics={proposal.statistics} />
      <h3 className="proposal-section">{t('detail.content')}</h3>
      <div className="proposal-content">
        <RichTextView html={proposal.content} />
      </div>
    </Card>
  );
}

// ── sign list ──

/** 提案签名列表 (/proposal/{proposalId}/signList): signers with houses, areas and the shares signed. */
export function ProposalSignListPage() {
  const code = useCommunityCode();
  const { proposalId = '' } = useParams();
  if (!code) return <Empty />;
  return <SignList communityInfoCode={code} proposalId={proposalId} />;
}

function SignList({ communityInfoCode, proposalId }: { communityInfoCode: string; proposalId: string }) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('proposal');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const info = useQuery(proposalInfoQuery(communityInfoCode, proposalId));
  const fills = useQuery(proposalFillQuery(communityInfoCode, proposalId, page, size));
  const pdf = useGeneratePdf(communityInfoCode, proposalId);
  if (info.isError) return <LoadError error={info.error} />;
  if (fills.isError) return <LoadError error={fills.error} />;
  const statistics = fills.data?.statistics;

  const columns: ColumnsType<ProposalFill> = [
    {
      title: t('sign.columns.index'),
      key: 'index',
      width: 64,
      render: (_v, _r, index) => (page - 1) * size + index + 1,
    },
    { title: t('sign.columns.ownerName'), dataIndex: 'ownerName' },
    { title: t('sign.columns.houses'), dataIndex: 'houses', render: (houses: string[]) => houses.join('、') },
    {
      title: t('sign.columns.area'),
      dataIndex: 'area',
      align: 'right',
      render: (area: number) => formatArea(area),
    },
    {
      title: t('sign.columns.signType'),
      dataIndex: 'signType',
      render: (type: ProposalFill['signType']) =>
        type === 'HANDWRITTEN' ? t('sign.handwritten') : t('sign.typedName'),
    },
    {
      title: t('sign.columns.signature'),
      key: 'signature',
      render: (_value, fill) => {
        const url = fill.signImage ? attachmentUrl(fill.signImage, { height: 80 }) : null;
        return url ? (
          <Image src={url} height={40} alt={t('sign.handwritten')} className="proposal-signature" />
        ) : (
          <span className="proposal-muted">—</span>
        );
      },
    },
    {
      title: t('sign.columns.signedAt'),
      dataIndex: 'signedAt',
      render: (value: string) => formatDateTime(value),
    },
  ];

  return (
    <Card
      variant="borderless"
      className="proposal-page"
      title={<span className="proposal-title">{info.data?.title ?? ''}</span>}
      extra={
        <Button
          type="primary"
          icon={<FilePdfOutlined />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate()}
        >
          {t('actions.generatePdf')}
        </Button>
      }
    >
      {statistics ? (
        <>
          <ShareSummary statistics={statistics} />
          <p className="proposal-summary">
            {t('sign.summary', {
              signed: statistics.signedHeads,
              total: statistics.totalHeads,
              rate: statistics.headsRate,
              signedArea: formatArea(statistics.signedArea),
              totalArea: formatArea(statistics.totalArea),
              areaRate: statistics.areaRate,
            })}
          </p>
        </>
      ) : null}
      <Table<ProposalFill>
        rowKey="fillId"
        size="middle"
        columns={columns}
        dataSource={fills.data?.list}
        loading={fills.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('sign.empty')} /> }}
        pagination={{
          current: page,
          pageSize: size,
          total: fills.data?.total ?? 0,
          showTotal: (total) => t('list.total', { total }),
          onChange: (next, nextSize) => {
            setPage(nextSize === size ? next : 1);
            setSize(nextSize);
          },
        }}
      />
    </Card>
  );
}
