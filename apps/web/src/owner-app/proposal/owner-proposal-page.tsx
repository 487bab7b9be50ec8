import { ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { formatArea } from '@gongzhi/domain/roster/area-units';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type OwnerProposalInfo,
  ownerDeleteProposal,
  ownerProposalInfoQuery,
  ownerProposalKey,
} from '../../features/proposal/proposal-api';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { useNavigate, useParams } from '../nav';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerButton, OwnerDialog, OwnerSkeleton, OwnerTag, showToast } from '../owner-ui';
import { OwnerAttachmentLinks } from '../ui/attachment-links';
import { OwnerPageHeader } from '../ui/page-header';
import { OwnerRichText } from '../ui/rich-text-view';
import { formatPeriod, ProposalLoadFailed, ProposalStateTag } from './proposal-bits';
import { SignPanel } from './sign-panel';

/** /owner/proposals/:proposalId: read the proposal and sign it (handwritten or by typed name). */
export function OwnerProposalPage() {
  const { proposalId = '' } = useParams();
  const { t } = useTranslation('proposal');
  const enumLabel = useOwnerEnumLabel();
  const info = useQuery(ownerProposalInfoQuery(proposalId));
  if (info.isError) return <ProposalLoadFailed error={info.error} retry={() => void info.refetch()} />;
  if (info.isPending) return <OwnerSkeleton rows={8} />;
  const proposal = info.data;
  const { statistics } = proposal;

  return (
    <div className="owner-proposal">
      <OwnerPageHeader
        title={proposal.title}
        back={{ to: '/owner/proposals', label: t('owner.backToList') }}
      />
      <div className="owner-proposal__tags">
        <ProposalStateTag state={proposal.proposalState} />
        <OwnerTag>{enumLabel('ProposalType', ProposalType, proposal.proposalType)}</OwnerTag>
        {proposal.signed ? <OwnerTag tone="success">{t('owner.signed')}</OwnerTag> : null}
        {proposal.mine ? <OwnerTag tone="processing">{t('owner.mine')}</OwnerTag> : null}
      </div>
      <div className="owner-muted">{proposal.communityName}</div>
      <OwnMotionActions proposal={proposal} />
      <div className="owner-muted">{formatPeriod(proposal.startDate, proposal.endDate)}</div>
      <div className="owner-card owner-proposal__content">
        <OwnerRichText html={proposal.content} />
        {proposal.materialAttachments.length > 0 ? (
          <OwnerAttachmentLinks attachments={proposal.materialAttachments} />
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
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => ownerDeleteProposal(proposal.proposalId),
    onSuccess: async () => {
      showToast(t('owner.deleted'), 'success');
      await client.invalidateQueries({ queryKey: ownerProposalKey() });
      void navigate('/owner/proposals', { replace: true });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  if (!proposal.canEdit && !proposal.canDelete) return null;
  return (
    <div className="owner-proposal__own-actions">
      {proposal.canEdit ? (
        <OwnerButton
          onClick={() =>
            void navigate(`/owner/createProposal?proposalId=${encodeURIComponent(proposal.proposalId)}`)
          }
        >
          {t('owner.edit')}
        </OwnerButton>
      ) : null}
      {proposal.canDelete ? (
        <OwnerButton className="ob--danger" loading={remove.isPending} onClick={() => setConfirming(true)}>
          {t('owner.delete')}
        </OwnerButton>
      ) : null}
      <OwnerDialog
        open={confirming}
        title={t('owner.deleteConfirm')}
        okText={t('owner.deleteOk')}
        cancelText={t('owner.cancel')}
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </div>
  );
}
