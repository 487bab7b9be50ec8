import { ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { useQuery } from '@tanstack/react-query';
import { type OwnerProposalItem, ownerProposalListQuery } from '../../features/proposal/proposal-api';
import { useTranslation } from '../../locales/use-translation';
import { Link, useNavigate } from '../nav';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerCertifyGate } from '../owner-home';
import { OwnerButton, OwnerSkeleton, OwnerTag } from '../owner-ui';
import { OwnerPageHeader } from '../ui/page-header';
import { formatPeriod, ProposalLoadFailed, ProposalStateTag } from './proposal-bits';

/** /owner/proposals: the proposals of my communities, newest first, with whether I signed. */
export function OwnerProposalListPage() {
  const { t } = useTranslation('proposal');
  const navigate = useNavigate();
  const list = useQuery(ownerProposalListQuery);
  if (list.isError) return <ProposalLoadFailed error={list.error} retry={() => void list.refetch()} />;
  if (list.isPending) return <OwnerSkeleton />;
  const canCreate = list.data.communities.some((community) => community.canCreate);

  return (
    <div className="owner-proposals">
      <OwnerPageHeader
        title={t('owner.title')}
        actions={
          canCreate ? (
            <OwnerButton onClick={() => void navigate('/owner/createProposal')}>
              <span aria-hidden="true">＋</span>
              {t('owner.create')}
            </OwnerButton>
          ) : null
        }
      />
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
  const enumLabel = useOwnerEnumLabel();
  return (
    <Link
      to={`/owner/proposals/${encodeURIComponent(item.proposalId)}`}
      className="owner-card owner-proposal-card"
    >
      <div className="owner-proposal-card__top">
        <ProposalStateTag state={item.proposalState} />
        {item.signed ? <OwnerTag tone="success">{t('owner.signed')}</OwnerTag> : null}
      </div>
      <div className="owner-proposal-card__title">{item.title}</div>
      <div className="owner-proposal-card__meta">
        {item.communityName} · {enumLabel('ProposalType', ProposalType, item.proposalType)}
      </div>
      <div className="owner-proposal-card__meta">{formatPeriod(item.startDate, item.endDate)}</div>
      <div className="owner-proposal-card__meta">{t('owner.signNum', { count: item.signNum })}</div>
    </Link>
  );
}
