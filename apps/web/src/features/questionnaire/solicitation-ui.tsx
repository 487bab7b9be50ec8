import { PaperClipOutlined } from '@ant-design/icons';
import { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { downloadFile } from '../../lib/request';
import { type Attachment, attachmentUrl, DOWNLOAD_URL } from '../../ui/upload/upload-api';
import './locale';
import './questionnaire.css';
import { useEnumLabel } from '../../locales/enum-label';

/** Shared pieces of the questionnaire and quick-resolution pages (workbench and owner H5). */

const STATE_COLOR: Record<QuestionnaireDisplayState, string> = {
  DRAFT: 'default',
  NOT_STARTED: 'blue',
  IN_PROGRESS: 'green',
  ENDED: 'default',
  WITHDRAWN: 'orange',
};

export function StateTag({ state }: { state: QuestionnaireDisplayState }) {
  const enumLabel = useEnumLabel();
  return (
    <Tag color={STATE_COLOR[state]} data-testid="state-tag">
      {enumLabel(QuestionnaireDisplayState, state)}
    </Tag>
  );
}

/** "YYYY/MM/DD HH:mm 至 YYYY/MM/DD HH:mm" (SPEC §9), or '-' when a draft has no dates. */
export function usePeriod() {
  const { t } = useTranslation('questionnaire');
  return (start: string | null, end: string | null): string =>
    !start && !end
      ? '-'
      : t('owner.period', { start: formatDateTime(start) || '-', end: formatDateTime(end) || '-' });
}

/** A file of an info's `files` list, as the server names it. */
export type NamedFile = Attachment;

/**
 * The attachments behind ids, named as the info's `files` gives them (the form's upload field and
 * the links show real file names); an id whose file is gone keeps a neutral name.
 */
export function filesFor(ids: readonly string[], files: readonly NamedFile[], fallback = ''): Attachment[] {
  return ids.map(
    (attachmentId) =>
      files.find((file) => file.attachmentId === attachmentId) ?? {
        attachmentId,
        sourceName: fallback || attachmentId,
        contentType: 'application/octet-stream',
        size: 0,
      },
  );
}

/**
 * Attachment ids as links under their file names. Staff download through the private route with the
 * workbench token; owners (`isPublic`) open what was published to them by its public id.
 */
export function AttachmentLinks({
  ids,
  files,
  tokenKey,
  isPublic = false,
}: {
  ids: readonly string[];
  files: readonly NamedFile[];
  tokenKey?: string;
  isPublic?: boolean;
}) {
  const { t } = useTranslation('questionnaire');
  if (ids.length === 0) return null;
  return (
    // A block of its own: under a question title it must not sit beside the choices.
    <Space wrap size={4} style={{ display: 'flex' }}>
      {ids.map((attachmentId, index) => {
        const file = files.find((candidate) => candidate.attachmentId === attachmentId);
        const name = file?.sourceName ?? t('detail.attachment', { n: index + 1 });
        if (isPublic) {
          const url = file ? attachmentUrl(file, { isPublic: true }) : null;
          return (
            <Button
              key={attachmentId}
              type="link"
              size="small"
              icon={<PaperClipOutlined />}
              href={url ?? undefined}
              disabled={!url}
              target="_blank"
              rel="noreferrer"
            >
              {name}
            </Button>
          );
        }
        return (
          <Button
            key={attachmentId}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            onClick={() =>
              void downloadFile({ url: DOWNLOAD_URL, data: { attachmentId }, fileName: name, tokenKey })
            }
          >
            {name}
          </Button>
        );
      })}
    </Space>
  );
}

/** One result bar: label, count line and a progress bar of the percentage (no chart library). */
export function ResultBar({
  label,
  detail,
  percentage,
  children,
}: {
  label: string;
  detail: string;
  percentage: string;
  /** Shown under the label, above the bar (an option's files). */
  children?: ReactNode;
}) {
  return (
    <div className="qn-bar" data-testid="result-bar">
      <div className="qn-bar__head">
        <span className="qn-bar__label">{label}</span>
        <span className="qn-bar__detail">{detail}</span>
      </div>
      {children}
      <Progress
        percent={Number(percentage)}
        showInfo={false}
        strokeColor="#2F7FF8"
        size="small"
        aria-label={`${label} ${detail}`}
      />
    </div>
  );
}

/** RangePicker value of two ISO instants. */
export function rangeOf(start: string | null, end: string | null): [Dayjs, Dayjs] | undefined {
  return start && end ? [dayjs(start), dayjs(end)] : undefined;
}
