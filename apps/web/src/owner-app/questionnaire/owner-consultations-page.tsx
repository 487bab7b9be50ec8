import { useQuery } from '@tanstack/react-query';
import { ownerQuestionnairesQuery } from '../../features/questionnaire/questionnaire-api';
import { ownerQuickVotesQuery } from '../../features/quick-vote/quick-vote-api';
import { useTranslation } from '../../locales/use-translation';
import { Link } from '../nav';
import { OwnerSkeleton, OwnerTag } from '../owner-ui';
import { OwnerLoadFailed } from '../ui/load-failed';
import { StateTag, usePeriod } from './solicitation-bits';

type Item = {
  title: string;
  state: Parameters<typeof StateTag>[0]['state'];
  answered: boolean;
  communityName: string;
  startDate: string | null;
  endDate: string | null;
};

/**
 * /owner/consultations: the questionnaires (the community's and the government's solicitations) and
 * quick resolutions open to me, each with its state and whether I answered.
 */
export function OwnerConsultationsPage() {
  const { t } = useTranslation('questionnaire');
  const questionnaires = useQuery(ownerQuestionnairesQuery);
  const quickVotes = useQuery(ownerQuickVotesQuery);
  if (questionnaires.isError || quickVotes.isError) {
    return (
      <OwnerLoadFailed
        title={t('owner.loadFailed')}
        error={questionnaires.error ?? quickVotes.error}
        retryText={t('owner.retry')}
        onRetry={() => void Promise.all([questionnaires.refetch(), quickVotes.refetch()])}
      />
    );
  }
  if (questionnaires.isPending || quickVotes.isPending) return <OwnerSkeleton />;
  return (
    <div>
      <h1 className="owner-title">{t('owner.title')}</h1>
      <h2 className="owner-card__head">{t('owner.questionnaires')}</h2>
      {questionnaires.data.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.none')}</div>
      ) : null}
      {questionnaires.data.map((item) => (
        <ItemCard
          key={item.intentionSolicitationId}
          to={`/owner/consultations/${item.intentionSolicitationId}`}
          testId="owner-questionnaire"
          item={item}
        />
      ))}
      <h2 className="owner-card__head">{t('owner.quickVotes')}</h2>
      {quickVotes.data.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.noneQuick')}</div>
      ) : null}
      {quickVotes.data.map((item) => (
        <ItemCard
          key={item.issueQuickId}
          to={`/owner/quickVotes/${item.issueQuickId}`}
          testId="owner-quick-vote"
          item={item}
        />
      ))}
    </div>
  );
}

function ItemCard({ to, testId, item }: { to: string; testId: string; item: Item }) {
  const { t } = useTranslation('questionnaire');
  const period = usePeriod();
  return (
    <Link to={to} className="owner-card owner-qn-item" data-testid={testId}>
      <div className="owner-qn-item__title">{item.title}</div>
      <div className="owner-qn-item__meta">
        <StateTag state={item.state} />
        {item.answered ? <OwnerTag tone="success">{t('owner.answered')}</OwnerTag> : null}
        {item.communityName}
      </div>
      <div className="owner-qn-item__meta">{period(item.startDate, item.endDate)}</div>
    </Link>
  );
}
