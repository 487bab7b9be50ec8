import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

/** Tag colours of the voting states (labels come from the domain's VotingState). */
const STATE_COLOR: Record<VotingState, string> = {
  DRAFT: 'default',
  HAS_NOT_STARTED: 'blue',
  PROCESSING: 'processing',
  VOTING_HAS_ENDED: 'orange',
  ANNOUNCEMENT: 'purple',
  FINISH: 'success',
  FINISH_NO_ANNOUNCEMENT: 'success',
  ABANDONED: 'default',
  TERMINATE: 'error',
};

export function VotingStateTag({ state }: { state: VotingState }) {
  const enumLabel = useEnumLabel();
  return (
    <Tag color={STATE_COLOR[state]} data-state={state}>
      {enumLabel(VotingState, state)}
    </Tag>
  );
}

/** A period as the lists show it: YYYY/MM/DD HH:mm ~ YYYY/MM/DD HH:mm; '' when neither end is set. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return '';
  return `${formatDateTime(start) || '—'} ~ ${formatDateTime(end) || '—'}`;
}

/** "n/d" fraction text as its two integers ("0/0" when nothing to divide). */
export function fractionParts(text: string): { part: number; whole: number } {
  const [part = '0', whole = '1'] = text.split('/');
  return { part: Number(part), whole: Number(whole) };
}

/** A fraction text "n/d" as a rate with one decimal (formatRatioAsRate), e.g. "2/3" → 66.7%. */
export function formatFraction(text: string): string {
  const { part, whole } = fractionParts(text);
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || part < 0 || whole < 0) return '—';
  return formatRatioAsRate(part, whole);
}

/**
 * Starts a download job (paper ballots, exports) and offers the download centre, where the job's
 * progress and file are.
 */
export function useStartJob() {
  const { t } = useTranslation('voting');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { linkTo } = useWorkbench();
  const [running, setRunning] = useState<string | null>(null);
  const start = async (key: string, run: () => Promise<unknown>) => {
    setRunning(key);
    try {
      await run();
      modal.success({
        okCancel: true,
        title: t('job.title'),
        content: t('job.started'),
        okText: t('job.toDownload'),
        cancelText: t('actions.close'),
        onOk: () => navigate(linkTo('download')),
      });
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setRunning(null);
    }
  };
  return { start, running };
}

/** Page-level error or loading states of a query. */
export function QueryState({ error, loading }: { error: unknown; loading: boolean }) {
  if (error) return <Alert type="error" showIcon title={failureMessage(error)} />;
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return null;
}
