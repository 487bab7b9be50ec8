import { PlusOutlined } from '@ant-design/icons';
import { hasRichTextContent } from '@gongzhi/domain/common/text-rules';
import { ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { formatArea } from '@gongzhi/domain/roster/area';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { RichTextEditor, RichTextView } from '../../ui/rich-text/rich-text-editor';
import { PhoneUpload } from '../../ui/upload/phone-upload';
import { type Attachment, uploadAttachment } from '../../ui/upload/upload-api';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { OwnerCertifyGate } from '../owner/owner-certify-gate';
import {
  type OwnerProposalInfo,
  type OwnerProposalItem,
  ownerCreateProposal,
  ownerDeleteProposal,
  ownerProposalInfoQuery,
  ownerProposalKey,
  ownerProposalListQuery,
  ownerUpdateProposal,
  type SignValue,
  signProposal,
} from './proposal-api';
import { AttachmentLinks, defaultPeriod, formatPeriod, ProposalStateTag } from './proposal-shared';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';
import './locale';
import './owner-proposal.css';
import { useEnumLabel } from '../../locales/enum-label';

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('proposal');
  return (
    <Result
      status="error"
      title={t('owner.loadFailed')}
      subTitle={failureMessage(error)}
      extra={<Button onClick={retry}>{t('owner.retry')}</Button>}
    />
  );
}

/** /owner/proposals: the proposals of my communities, newest first, with whether I signed. */
export function OwnerProposalListPage() {
  const { t } = useTranslation('proposal');
  const navigate = useNavigate();
  const list = useQuery(ownerProposalListQuery);
  if (list.isError) return <LoadFailed error={list.error} retry={() => void list.refetch()} />;
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const canCreate = list.data.communities.some((community) => community.canCreate);

  return (
    <div className="owner-proposals">
      <div className="owner-proposals__head">
        <h1 className="owner-title">{t('owner.title')}</h1>
        {canCreate ? (
          <Button icon={<PlusOutlined />} onClick={() => void navigate('/owner/createProposal')}>
            {t('owner.create')}
          </Button>
        ) : null}
      </div>
      {list.data.communities.length === 0 ? (
        <OwnerCertifyGate reason={t('owner.noCommunity')} />
      ) : list.data.list.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.empty')}</div>
      ) : (
        list.data.list.map((item) => <ProposalCard key={item.proposalId} item={item} />)
      )}
    </div>
  );
}

function ProposalCard({ item }: { item: OwnerProposalItem }) {
  const { t } = useTranslation('proposal');
  const enumLabel = useEnumLabel();
  return (
    <Link
      to={`/owner/proposals/${encodeURIComponent(item.proposalId)}`}
      className="owner-card owner-proposal-card"
    >
      <div className="owner-proposal-card__top">
        <ProposalStateTag state={item.proposalState} />
        {item.signed ? <Tag color="success">{t('owner.signed')}</Tag> : null}
      </div>
      <div className="owner-proposal-card__title">{item.title}</div>
      <div className="owner-proposal-card__meta">
        {item.communityName} · {enumLabel(ProposalType, item.proposalType)}
      </div>
      <div className="owner-proposal-card__meta">{formatPeriod(item.startDate, item.endDate)}</div>
      <div className="owner-proposal-card__meta">{t('owner.signNum', { count: item.signNum })}</div>
    </Link>
  );
}

/** /owner/proposals/:proposalId: read the proposal and sign it (handwritten or by typed name). */
export function OwnerProposalPage() {
  const { proposalId = '' } = useParams();
  const { t } = useTranslation('proposal');
  const enumLabel = useEnumLabel();
  const info = useQuery(ownerProposalInfoQuery(proposalId));
  if (info.isError) return <LoadFailed error={info.error} retry={() => void info.refetch()} />;
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const proposal = info.data;
  const { statistics } = proposal;

  return (
    <div className="owner-proposal">
      <Link to="/owner/proposals" className="owner-proposal__back">
        ‹ {t('owner.backToList')}
      </Link>
      <h1 className="owner-title">{proposal.title}</h1>
      <div className="owner-proposal__tags">
        <ProposalStateTag state={proposal.proposalState} />
        <Tag>{enumLabel(ProposalType, proposal.proposalType)}</Tag>
        {proposal.signed ? <Tag color="success">{t('owner.signed')}</Tag> : null}
        {proposal.mine ? <Tag color="blue">{t('owner.mine')}</Tag> : null}
      </div>
      <div className="owner-muted">{proposal.communityName}</div>
      <OwnMotionActions proposal={proposal} />
      <div className="owner-muted">{formatPeriod(proposal.startDate, proposal.endDate)}</div>
      <div className="owner-card owner-proposal__content">
        <RichTextView html={proposal.content} />
        {proposal.materialAttachments.length > 0 ? (
          <AttachmentLinks files={proposal.materialAttachments} isPublic />
        ) : null}
      </div>
      <div className="owner-card owner-proposal__stats">
        {t('owner.statistics', {
          heads: statistics.signedHeads,
          total: statistics.totalHeads,
          rate: statistics.headsRate,
        })}
        <div className="owner-muted">
          {formatArea(statistics.signedArea)} / {formatArea(statistics.totalArea)} ㎡（{statistics.areaRate}）
        </div>
      </div>
      <SignPanel proposal={proposal} />
    </div>
  );
}

/** Edit and delete for the owner who started the motion, while the rules allow (server decides). */
function OwnMotionActions({ proposal }: { proposal: OwnerProposalInfo }) {
  const { t } = useTranslation('proposal');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => ownerDeleteProposal(proposal.proposalId),
    onSuccess: async () => {
      void message.success(t('owner.deleted'));
      await client.invalidateQueries({ queryKey: ownerProposalKey() });
      void navigate('/owner/proposals', { replace: true });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  if (!proposal.canEdit && !proposal.canDelete) return null;
  return (
    <div className="owner-proposal__own-actions">
      {proposal.canEdit ? (
        <Button
          onClick={() =>
            void navigate(`/owner/createProposal?proposalId=${encodeURIComponent(proposal.proposalId)}`)
          }
        >
          {t('owner.edit')}
        </Button>
      ) : null}
      {proposal.canDelete ? (
        <Button
          danger
          loading={remove.isPending}
          onClick={() =>
            modal.confirm({
              title: t('owner.deleteConfirm'),
              okText: t('owner.deleteOk'),
              okButtonProps: { danger: true },
              cancelText: t('owner.cancel'),
              onOk: () => remove.mutateAsync(),
            })
          }
        >
          {t('owner.delete')}
        </Button>
      ) : null}
    </div>
  );
}

function SignPanel({ proposal }: { proposal: OwnerProposalInfo }) {
  const { t } = useTranslation('proposal');
  const { message } = App.useApp();
  const client = useQueryClient();
  const pad = useRef<SignaturePadHandle>(null);
  const [mode, setMode] = useState<'HANDWRITTEN' | 'TYPED_NAME'>('HANDWRITTEN');
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(false);

  const sign = useMutation({
    mutationFn: async (): Promise<OwnerProposalInfo> => {
      let value: SignValue;
      if (mode === 'HANDWRITTEN') {
        const file = await pad.current?.toFile();
        if (!file) throw new Error(t('owner.padEmpty'));
        setUploading(true);
        try {
          const uploaded = await uploadAttachment(file, {
            uploadType: 'TX_NO_WATER_TAG',
            tokenKey: STORAGE_KEYS.ownerToken,
          });
          value = { signType: 'HANDWRITTEN', signImage: uploaded.attachmentId };
        } finally {
          setUploading(false);
        }
      } else value = { signType: 'TYPED_NAME', signName: name.trim() };
      return signProposal(proposal.proposalId, value);
    },
    onSuccess: async () => {
      void message.success(t('owner.signedOk'));
      await client.invalidateQueries({ queryKey: ownerProposalKey() });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (proposal.signed) {
    return (
      <div className="owner-card owner-proposal__signed" role="status">
        {t('owner.signedAt', { time: formatDateTime(proposal.mySignedAt) })}
      </div>
    );
  }
  if (!proposal.canSign) {
    return (
      <div className="owner-card owner-muted" role="status">
        {proposal.cannotSignReason}
      </div>
    );
  }
  return (
    <section className="owner-card owner-proposal__sign" aria-label={t('owner.signTitle')}>
      <div className="owner-card__head">{t('owner.signTitle')}</div>
      <p className="owner-muted">{t('owner.signHint')}</p>
      <Segmented
        block
        value={mode}
        onChange={(value) => setMode(value as typeof mode)}
        options={[
          { value: 'HANDWRITTEN', label: t('owner.handwritten') },
          { value: 'TYPED_NAME', label: t('owner.typedName') },
        ]}
      />
      <div className="owner-proposal__sign-body">
        {mode === 'HANDWRITTEN' ? (
          <SignaturePad ref={pad} />
        ) : (
          <div className="owner-proposal__name">
            <label htmlFor="owner-sign-name">{t('owner.nameLabel')}</label>
            <Input
              id="owner-sign-name"
              size="large"
              value={name}
              maxLength={100}
              placeholder={t('owner.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        )}
      </div>
      <Button
        type="primary"
        size="large"
        block
        loading={sign.isPending}
        disabled={mode === 'TYPED_NAME' && name.trim() === ''}
        onClick={() => sign.mutate()}
      >
        {uploading ? t('owner.uploading') : t('owner.submit')}
      </Button>
    </section>
  );
}

type CreateValues = {
  communityInfoCode?: string;
  proposalType?: ProposalType;
  title?: string;
  period?: [Dayjs, Dayjs];
  content?: string;
  materialAttachments?: Attachment[];
};

/**
 * /owner/createProposal: an owner's motion where the community allows owner motions (SPEC §6);
 * `?proposalId=` edits one's own motion (ours) with the same form.
 */
export function OwnerProposalCreatePage() {
  const [params] = useSearchParams();
  const proposalId = params.get('proposalId');
  const editing = useQuery({ ...ownerProposalInfoQuery(proposalId ?? ''), enabled: Boolean(proposalId) });
  if (!proposalId) return <OwnerProposalForm />;
  if (editing.isError) return <LoadFailed error={editing.error} retry={() => void editing.refetch()} />;
  if (editing.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <OwnerProposalForm key={proposalId} editing={editing.data} />;
}

function OwnerProposalForm({ editing }: { editing?: OwnerProposalInfo }) {
  const { t } = useTranslation('proposal');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useQuery(ownerProposalListQuery);
  const [form] = Form.useForm<CreateValues>();
  const save = useMutation({
    mutationFn: (values: CreateValues) => {
      const [start, end] = values.period ?? [];
      const value = {
        title: values.title ?? '',
        proposalType: values.proposalType ?? 'OTHER',
        content: values.content ?? '',
        startDate: start?.toISOString() ?? '',
        endDate: end?.toISOString() ?? '',
        materialAttachments: (values.materialAttachments ?? []).map((file) => file.attachmentId),
      };
      return editing
        ? ownerUpdateProposal(editing.proposalId, value)
        : ownerCreateProposal(values.communityInfoCode ?? '', { ...value, signAttachment: [] });
    },
    onSuccess: async (saved) => {
      void message.success(editing ? t('owner.updated') : t('owner.created'));
      await client.invalidateQueries({ queryKey: ownerProposalKey() });
      void navigate(`/owner/proposals/${encodeURIComponent(saved.proposalId)}`, { replace: true });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  if (list.isError) return <LoadFailed error={list.error} retry={() => void list.refetch()} />;
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const communities = list.data.communities.filter((community) => community.canCreate);
  if (!editing && list.data.communities.length === 0)
    return <OwnerCertifyGate reason={t('owner.noCommunity')} />;
  if (!editing && communities.length === 0) return <Result status="info" title={t('owner.noCommunity')} />;
  if (editing && !editing.canEdit) return <Result status="info" title={t('owner.editHint')} />;
  const initialValues: CreateValues = editing
    ? {
        proposalType: editing.proposalType,
        title: editing.title,
        period: [dayjs(editing.startDate), dayjs(editing.endDate)],
        content: editing.content,
        materialAttachments: editing.materialAttachments,
      }
    : {
        communityInfoCode: communities[0]?.communityInfoCode,
        period: defaultPeriod(),
        materialAttachments: [],
      };

  return (
    <div className="owner-proposal">
      <Link
        to={editing ? `/owner/proposals/${encodeURIComponent(editing.proposalId)}` : '/owner/proposals'}
        className="owner-proposal__back"
      >
        ‹ {t('owner.backToList')}
      </Link>
      <h1 className="owner-title">{editing ? t('owner.editTitle') : t('owner.createTitle')}</h1>
      <p className="owner-muted">{editing ? t('owner.editHint') : t('owner.createHint')}</p>
      <Form<CreateValues>
        form={form}
        layout="vertical"
        className="owner-card"
        initialValues={initialValues}
        disabled={save.isPending}
        onFinish={(values) => save.mutate(values)}
      >
        {editing ? (
          <Form.Item label={t('owner.community')}>
            <Input value={editing.communityName} disabled />
          </Form.Item>
        ) : (
          <Form.Item name="communityInfoCode" label={t('owner.community')} rules={[{ required: true }]}>
            <Select
              options={communities.map((community) => ({
                value: community.communityInfoCode,
                label: community.communityName,
              }))}
            />
          </Form.Item>
        )}
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
          <Input maxLength={100} placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('form.period')}
          rules={[{ required: true, message: t('form.periodRequired') }]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY/MM/DD HH:mm"
            inputReadOnly
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
          <PhoneUpload uploadType="TX_VOTING" tokenKey={STORAGE_KEYS.ownerToken} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
          {editing ? t('owner.save') : t('form.submit')}
        </Button>
      </Form>
    </div>
  );
}
