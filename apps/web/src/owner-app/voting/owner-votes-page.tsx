import { ownerResultPath } from '@gongzhi/domain/voting/owner-paths';
import { isResultAnnounced, mayOwnerHideVoting } from '@gongzhi/domain/voting/voting-lifecycle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { hideOwnerVote, type OwnerVoteItem, ownerVotesQuery } from '../../features/voting/voting-api';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { Link, useNavigate } from '../nav';
import { OwnerButton, OwnerDialog, OwnerSkeleton, showToast } from '../owner-ui';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerPageHeader } from '../ui/page-header';
import { ProxyEntries } from './proxy-panel';
import { formatPeriod, RowArrow, VoteStateTag } from './vote-bits';
import './locale';
import './owner-voting.css';

/** 我的表决 (/owner/votes): the votes of the owner's communities, open ones first as the server orders them. */
export function OwnerVotesPage() {
  const { t } = useTranslation('votingOwner');
  const votes = useQuery(ownerVotesQuery);
  const hiding = useHideVote();
  if (votes.isPending) return <OwnerSkeleton />;
  if (votes.isError) return <OwnerLoadFailed title={t('owner.loadFailed')} error={votes.error} />;
  return (
    <div className="owner-votes">
      <OwnerPageHeader title={t('owner.title')} />
      <ProxyEntries />
      {votes.data.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {votes.data.map((vote) => (
        <Link
          key={vote.votingCode}
          to={`/owner/votes/${encodeURIComponent(vote.votingCode)}`}
          className="owner-card owner-vote-item"
          data-testid="owner-vote-item"
        >
          <div className="owner-vote-item__main">
            <div className="owner-vote-item__title">{vote.title}</div>
            <div className="owner-vote-item__meta">
              {vote.communityName} · {formatPeriod(vote.startDate, vote.endDate)}
            </div>
            <div className="owner-vote-item__tags">
              <VoteStateTag state={vote.votingState} />
              {vote.voted ? <span className="owner-vote-voted">{t('owner.voted')}</span> : null}
              {isResultAnnounced(vote.votingState) ? <ResultButton votingCode={vote.votingCode} /> : null}
              {mayOwnerHideVoting(vote.votingState) ? hiding.button(vote) : null}
            </div>
          </div>
          <RowArrow />
        </Link>
      ))}
      {hiding.dialog}
    </div>
  );
}

/** 查看公示结果 on a vote in publicity (or finished after it): opens the owner result page. */
function ResultButton({ votingCode }: { votingCode: string }) {
  const { t } = useTranslation('votingOwner');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="owner-vote-item__link"
      data-testid="owner-vote-result-entry"
      onClick={(event) => {
        // The button sits inside the card's link: open the result instead of the vote.
        stop(event);
        void navigate(ownerResultPath(votingCode));
      }}
    >
      {t('resultEntry')}
    </button>
  );
}

/** Clicks on a button inside the card's link must not open the vote. */
const stop = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/** 删除 on a closed vote: takes it off this owner's list after a confirmation (ballots stay on record). */
function useHideVote() {
  const { t } = useTranslation('votingOwner');
  const client = useQueryClient();
  const [asking, setAsking] = useState<OwnerVoteItem | null>(null);
  const hide = useMutation({
    mutationFn: (votingCode: string) => hideOwnerVote(votingCode),
    onSuccess: async () => {
      showToast(t('owner.hidden'), 'success');
      await client.invalidateQueries({ queryKey: ownerVotesQuery.queryKey });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const button = (vote: OwnerVoteItem) => (
    <OwnerButton
      className="owner-vote-item__link owner-vote-item__hide"
      loading={hide.isPending && hide.variables === vote.votingCode}
      onClick={(event) => {
        stop(event);
        setAsking(vote);
      }}
    >
      {t('owner.hide')}
    </OwnerButton>
  );
  // Outside the cards: a dialog inside a link would be clicks on the link.
  const dialog = (
    <OwnerDialog
      open={asking !== null}
      title={t('owner.hideTitle')}
      okText={t('owner.hide')}
      cancelText={t('actions.cancel')}
      onCancel={() => setAsking(null)}
      onOk={() => {
        if (asking) hide.mutate(asking.votingCode);
        setAsking(null);
      }}
    >
      {t('owner.hideHint')}
    </OwnerDialog>
  );
  return { button, dialog };
}
