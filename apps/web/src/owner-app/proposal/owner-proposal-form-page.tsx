import { hasRichTextContent } from '@gongzhi/domain/common/text-rules';
import { ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormEvent, useState } from 'react';
import {
  type OwnerProposalInfo,
  ownerCreateProposal,
  ownerProposalInfoQuery,
  ownerProposalKey,
  ownerProposalListQuery,
  ownerUpdateProposal,
} from '../../features/proposal/proposal-api';
import { defaultPeriod } from '../../features/proposal/proposal-period';
import { localizeMessage } from '../../lib/domain-message';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../locales/use-translation';
import type { Attachment } from '../../ui/upload/upload-api';
import { uploadValueState } from '../../ui/upload/upload-field-rule';
import { useNavigate, useSearchParams } from '../nav';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerCertifyGate } from '../owner-home';
import { OwnerButton, OwnerSkeleton, showToast } from '../owner-ui';
import { OwnerFileUpload } from '../ui/file-upload';
import { OwnerFormItem } from '../ui/form-item';
import { OwnerPageHeader } from '../ui/page-header';
import { OwnerRichTextEditor } from '../ui/rich-text-editor';
import { OwnerSelect } from '../ui/select';
import { OwnerInput } from '../ui/text-input';
import { ProposalLoadFailed } from './proposal-bits';

/**
 * /owner/createProposal: an owner's motion where the community allows owner motions (SPEC §6);
 * `?proposalId=` edits one's own motion (ours) with the same form.
 */
export function OwnerProposalCreatePage() {
  const [params] = useSearchParams();
  const proposalId = params.get('proposalId');
  const editing = useQuery({ ...ownerProposalInfoQuery(proposalId ?? ''), enabled: Boolean(proposalId) });
  if (!proposalId) return <OwnerProposalForm />;
  if (editing.isError)
    return <ProposalLoadFailed error={editing.error} retry={() => void editing.refetch()} />;
  if (editing.isPending) return <OwnerSkeleton />;
  return <OwnerProposalForm key={proposalId} editing={editing.data} />;
}

type Values = {
  communityInfoCode: string;
  proposalType: ProposalType | undefined;
  title: string;
  start: Dayjs | null;
  end: Dayjs | null;
  content: string;
  materialAttachments: Attachment[];
};

type Errors = Partial<
  Record<'communityInfoCode' | 'proposalType' | 'title' | 'period' | 'content' | 'materials', string>
>;

/** The form's refusals, in the texts the SPA's form showed. */
function validate(values: Values, t: (key: string) => string, creating: boolean): Errors {
  const errors: Errors = {};
  if (creating && !values.communityInfoCode) errors.communityInfoCode = t('owner.community');
  if (!values.proposalType) errors.proposalType = t('form.typeRequired');
  if (values.title.trim() === '') errors.title = '请填写提案标题';
  else if (values.title.length > 100) errors.title = '提案标题不能超过100个字符';
  if (!values.start || !values.end) errors.period = t('form.periodRequired');
  if (!hasRichTextContent(values.content)) errors.content = '请输入内容';
  const upload = uploadValueState(values.materialAttachments);
  if (!upload.valid) errors.materials = localizeMessage(upload.message);
  return errors;
}

const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';

function OwnerProposalForm({ editing }: { editing?: OwnerProposalInfo }) {
  const { t } = useTranslation('proposal');
  const enumLabel = useOwnerEnumLabel();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useQuery(ownerProposalListQuery);
  const [values, setValues] = useState<Values>(() => {
    if (editing) {
      return {
        communityInfoCode: editing.communityInfoCode,
        proposalType: editing.proposalType,
        title: editing.title,
        start: dayjs(editing.startDate),
        end: dayjs(editing.endDate),
        content: editing.content,
        materialAttachments: editing.materialAttachments,
      };
    }
    const [start, end] = defaultPeriod();
    return {
      communityInfoCode: '',
      proposalType: undefined,
      title: '',
      start,
      end,
      content: '',
      materialAttachments: [],
    };
  });
  const [checked, setChecked] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    mutationFn: (form: Values) => {
      const value = {
        title: form.title,
        proposalType: form.proposalType ?? 'OTHER',
        content: form.content,
        startDate: form.start?.toISOString() ?? '',
        endDate: form.end?.toISOString() ?? '',
        materialAttachments: form.materialAttachments.map((file) => file.attachmentId),
      };
      return editing
        ? ownerUpdateProposal(editing.proposalId, value)
        : ownerCreateProposal(form.communityInfoCode, { ...value, signAttachment: [] });
    },
    onSuccess: async (saved) => {
      showToast(editing ? t('owner.updated') : t('owner.created'), 'success');
      await client.invalidateQueries({ queryKey: ownerProposalKey() });
      void navigate(`/owner/proposals/${encodeURIComponent(saved.proposalId)}`, { replace: true });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });

  if (list.isError) return <ProposalLoadFailed error={list.error} retry={() => void list.refetch()} />;
  if (list.isPending) return <OwnerSkeleton />;
  const communities = list.data.communities.filter((community) => community.canCreate);
  if (!editing && list.data.communities.length === 0)
    return <OwnerCertifyGate reason={t('owner.noCommunity')} />;
  if (!editing && communities.length === 0)
    return <div className="owner-card owner-muted">{t('owner.noCommunity')}</div>;
  if (editing && !editing.canEdit) return <div className="owner-card owner-muted">{t('owner.editHint')}</div>;

  const form: Values = {
    ...values,
    communityInfoCode: values.communityInfoCode || (communities[0]?.communityInfoCode ?? ''),
  };
  const errors = checked ? validate(form, t, !editing) : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validate(form, t, !editing)).length > 0) return;
    save.mutate(form);
  };
  const dateInput = (key: 'start' | 'end', label: string, id: string) => (
    <div>
      <label className="owner-proposal__period-label" htmlFor={id}>
        {label}
      </label>
      <OwnerInput
        id={id}
        type="datetime-local"
        value={form[key]?.format(LOCAL_MINUTE) ?? ''}
        aria-invalid={errors.period ? true : undefined}
        onChange={(event) => set(key, event.target.value ? dayjs(event.target.value) : null)}
      />
    </div>
  );

  return (
    <div className="owner-proposal">
      <OwnerPageHeader
        title={editing ? t('owner.editTitle') : t('owner.createTitle')}
        back={{
          to: editing ? `/owner/proposals/${encodeURIComponent(editing.proposalId)}` : '/owner/proposals',
          label: t('owner.backToList'),
        }}
      />
      <p className="owner-muted">{editing ? t('owner.editHint') : t('owner.createHint')}</p>
      <form className="owner-card" noValidate onSubmit={onSubmit}>
        <fieldset className="owner-proposal__fields" disabled={save.isPending}>
          <OwnerFormItem label={t('owner.community')} htmlFor="proposal-community" required={!editing}>
            {editing ? (
              <OwnerInput id="proposal-community" value={editing.communityName} disabled />
            ) : (
              <OwnerSelect
                id="proposal-community"
                value={form.communityInfoCode}
                onChange={(value) => set('communityInfoCode', value)}
                options={communities.map((community) => ({
                  value: community.communityInfoCode,
                  label: community.communityName,
                }))}
                required
              />
            )}
          </OwnerFormItem>
          <OwnerFormItem
            label={t('form.type')}
            htmlFor="proposal-type"
            required
            error={errors.proposalType}
            errorId="proposal-type-error"
          >
            <OwnerSelect<ProposalType>
              id="proposal-type"
              value={form.proposalType}
              onChange={(value) => set('proposalType', value)}
              options={ProposalType.values.map((value) => ({
                value,
                label: enumLabel('ProposalType', ProposalType, value),
              }))}
              invalid={Boolean(errors.proposalType)}
              describedBy={errors.proposalType ? 'proposal-type-error' : undefined}
              required
            />
          </OwnerFormItem>
          <OwnerFormItem
            label={t('form.title')}
            htmlFor="proposal-title"
            required
            error={errors.title}
            errorId="proposal-title-error"
          >
            <OwnerInput
              id="proposal-title"
              value={form.title}
              maxLength={100}
              placeholder={t('form.titlePlaceholder')}
              aria-required
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'proposal-title-error' : undefined}
              onChange={(event) => set('title', event.target.value)}
            />
          </OwnerFormItem>
          <OwnerFormItem
            label={t('form.period')}
            htmlFor="proposal-start"
            required
            error={errors.period}
            errorId="proposal-period-error"
          >
            <div className="owner-proposal__period">
              {dateInput('start', t('form.start'), 'proposal-start')}
              {dateInput('end', t('form.end'), 'proposal-end')}
            </div>
          </OwnerFormItem>
          <OwnerFormItem
            label={t('form.content')}
            htmlFor="proposal-content"
            required
            error={errors.content}
            errorId="proposal-content-error"
          >
            <OwnerRichTextEditor
              id="proposal-content"
              aria-label={t('form.content')}
              value={form.content}
              status={errors.content ? 'error' : ''}
              onChange={(html) => set('content', html)}
            />
          </OwnerFormItem>
          <OwnerFormItem
            label={t('form.materials')}
            htmlFor="proposal-materials"
            error={errors.materials}
            errorId="proposal-materials-error"
          >
            <OwnerFileUpload
              id="proposal-materials"
              value={form.materialAttachments}
              onChange={(files) => set('materialAttachments', files)}
              uploadType="TX_VOTING"
              tokenKey={STORAGE_KEYS.ownerToken}
            />
          </OwnerFormItem>
        </fieldset>
        <OwnerButton type="submit" kind="primary" block loading={save.isPending}>
          {editing ? t('owner.save') : t('form.submit')}
        </OwnerButton>
      </form>
    </div>
  );
}
