import { ProposalDisplayState } from '@gongzhi/domain/proposal/proposal-enums';
import { useTranslation } from '../../locales/use-translation';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerLoadFailed } from '../ui/load-failed';
import '../../features/proposal/locale';
import './owner-proposal.css';

export { formatPeriod } from '../../features/proposal/proposal-period';

/** Pieces the owner's proposal pages share (the SPA's proposal-shared, on the plain components). */

const STATE_TONE: Record<ProposalDisplayState, string> = {
  NOT_STARTED: 'processing',
  IN_PROGRESS: 'processing',
  ENDED: 'default',
};

export function ProposalStateTag({ state }: { state: ProposalDisplayState }) {
  const enumLabel = useOwnerEnumLabel();
  return (
    <span className={`otag otag--${STATE_TONE[state]}`} data-state={state}>
      {enumLabel('ProposalDisplayState', ProposalDisplayState, state)}
    </span>
  );
}

export function ProposalLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('proposal');
  return (
    <OwnerLoadFailed
      title={t('owner.loadFailed')}
      error={error}
      retryText={t('owner.retry')}
      onRetry={retry}
    />
  );
}
