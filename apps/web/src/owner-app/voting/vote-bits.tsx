import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../locales/use-translation';
import { useElderMode } from '../elder-mode';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerTag, type TagTone } from '../owner-ui';
import './locale';

const TONE: Record<VotingState, TagTone> = {
  DRAFT: 'default',
  HAS_NOT_STARTED: 'processing',
  PROCESSING: 'processing',
  VOTING_HAS_ENDED: 'warning',
  ANNOUNCEMENT: 'processing',
  FINISH: 'success',
  FINISH_NO_ANNOUNCEMENT: 'success',
  ABANDONED: 'default',
  TERMINATE: 'error',
};

/** The vote's state as a tag: the domain's label, or in elder mode the plain words (正在投票 …). */
export function VoteStateTag({ state }: { state: VotingState }) {
  const { t } = useTranslation('votingOwner');
  const enumLabel = useOwnerEnumLabel();
  const elder = useElderMode();
  return (
    <span data-state={state}>
      <OwnerTag tone={TONE[state]}>
        {elder.enabled ? t(`plainState.${state}`) : enumLabel('VotingState', VotingState, state)}
      </OwnerTag>
    </span>
  );
}

/** A period as the lists show it: YYYY/MM/DD HH:mm ~ YYYY/MM/DD HH:mm; '' when neither end is set. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return '';
  return `${formatDateTime(start) || '—'} ~ ${formatDateTime(end) || '—'}`;
}

/** The chevron of a row that opens a page. */
export function RowArrow() {
  return (
    <span className="owner-vote-item__arrow" aria-hidden="true">
      ›
    </span>
  );
}
