import { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../locales/use-translation';
import type { Attachment } from '../../ui/upload/upload-api';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerAttachmentLinks } from '../ui/attachment-links';
import { OwnerProgressBar } from '../ui/progress-bar';
import '../../features/questionnaire/locale';
import './owner-questionnaire.css';

/**
 * Pieces the owner's questionnaire and quick-resolution pages share (the SPA's solicitation-ui on the
 * plain components): state tag, period, the attachments behind ids, a result bar.
 */

const STATE_TONE: Record<QuestionnaireDisplayState, string> = {
  DRAFT: 'default',
  NOT_STARTED: 'processing',
  IN_PROGRESS: 'success',
  ENDED: 'default',
  WITHDRAWN: 'warning',
};

export function StateTag({ state }: { state: QuestionnaireDisplayState }) {
  const enumLabel = useOwnerEnumLabel();
  return (
    <span className={`otag otag--${STATE_TONE[state]}`} data-testid="state-tag">
      {enumLabel('QuestionnaireDisplayState', QuestionnaireDisplayState, state)}
    </span>
  );
}

/** "YYYY/MM/DD HH:mm 至 YYYY/MM/DD HH:mm" (SPEC §9), or '-' when there are no dates. */
export function usePeriod() {
  const { t } = useTranslation('questionnaire');
  return (start: string | null, end: string | null): string =>
    !start && !end
      ? '-'
      : t('owner.period', { start: formatDateTime(start) || '-', end: formatDateTime(end) || '-' });
}

/** The published files behind attachment ids, named as the info's `files` list names them. */
export function SolicitationFiles({ ids, files }: { ids: readonly string[]; files: readonly Attachment[] }) {
  const { t } = useTranslation('questionnaire');
  if (ids.length === 0) return null;
  const attachments = ids.map(
    (attachmentId, index) =>
      files.find((file) => file.attachmentId === attachmentId) ?? {
        attachmentId,
        sourceName: t('detail.attachment', { n: index + 1 }),
        contentType: 'application/octet-stream',
        size: 0,
      },
  );
  return <OwnerAttachmentLinks attachments={attachments} />;
}

/** One result: label, count line and a bar of the percentage (no chart library). */
export function ResultBar({
  label,
  detail,
  percentage,
}: {
  label: string;
  detail: string;
  percentage: string;
}) {
  return (
    <div className="owner-qn-bar" data-testid="result-bar">
      <div className="owner-qn-bar__head">
        <span>{label}</span>
        <span className="owner-qn-bar__detail">{detail}</span>
      </div>
      <OwnerProgressBar percent={Number(percentage)} label={`${label} ${detail}`} />
    </div>
  );
}

/** The title, state, community, period, description and files at the top of both pages. */
export function SolicitationHead({
  title,
  state,
  communityName,
  period,
  desc,
  children,
}: {
  title: string;
  state: QuestionnaireDisplayState;
  communityName: string;
  period: string;
  desc: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      <h1 className="owner-title">{title}</h1>
      <div className="owner-card">
        <div className="owner-qn-item__meta">
          <StateTag state={state} /> {communityName}
        </div>
        <div className="owner-qn-item__meta">{period}</div>
        {desc ? <p className="owner-qn-desc">{desc}</p> : null}
        {children}
      </div>
    </>
  );
}
