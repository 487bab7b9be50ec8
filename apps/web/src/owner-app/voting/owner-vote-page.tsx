import { ownerResultPath } from '@gongzhi/domain/voting/owner-paths';
import { isResultAnnounced } from '@gongzhi/domain/voting/voting-lifecycle';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_QUERY_KEY } from '../../features/account/owner-session';
import {
  abandonOnline,
  type BallotReceipt,
  castVote,
  type OwnerVoteInfo,
  ownerVoteInfoQuery,
} from '../../features/voting/voting-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { attachmentUrl } from '../../ui/upload/upload-api';
import { useElderMode } from '../elder-mode';
import { Link, useParams } from '../nav';
import { OwnerButton, OwnerDialog, OwnerSkeleton, showToast } from '../owner-ui';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerNoticeBar } from '../ui/notice-bar';
import { OwnerPageHeader } from '../ui/page-header';
import { OwnerResult } from '../ui/result';
import { Ballot, type Choices, choiceName, ElderBallot } from './ballot';
import { OwnerProxyPanel } from './proxy-panel';
import { formatPeriod, VoteStateTag } from './vote-bits';
import { VoteProgress } from './vote-progress';
import './locale';
import './owner-voting.css';

/** /owner/votes/:votingCode, the deep link owners open from WeChat: one vote, its ballot, the receipt. */
export function OwnerVotePage() {
  const { t } = useTranslation('votingOwner');
  const { votingCode = '' } = useParams();
  const info = useQuery(ownerVoteInfoQuery(votingCode));
  if (info.isPending) return <OwnerSkeleton rows={8} />;
  if (info.isError)
    return (
      <OwnerLoadFailed
        title={failureMessage(info.error)}
        action={<Link to="/owner/votes">{t('owner.back')}</Link>}
      />
    );
  return <OwnerVote key={info.data.votingCode} vote={info.data} />;
}

function OwnerVote({ vote }: { vote: OwnerVoteInfo }) {
  const { t } = useTranslation('votingOwner');
  const elder = useElderMode();
  const client = useQueryClient();
  const [choices, setChoices] = useState<Choices>({});
  const [confirming, setConfirming] = useState(false);
  const [abandoning, setAbandoning] = useState(false);
  const [receipt, setReceipt] = useState<BallotReceipt | null>(vote.myBallot);
  const refresh = () => client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });

  const cast = useMutation({
    mutationFn: () =>
      castVote(
        vote.votingCode,
        Object.fromEntries(vote.issues.map((issue) => [issue.issueKey, choices[issue.issueKey] ?? null])),
      ),
    onSuccess: async (next) => {
      setReceipt(next);
      await refresh();
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const abandon = useMutation({
    mutationFn: () => abandonOnline(vote.votingCode),
    onSuccess: async () => {
      showToast(t('owner.abandoned'), 'success');
      await refresh();
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });

  const submit = () => {
    const missing = vote.issues.find((issue) => !choices[issue.issueKey]);
    if (missing) {
      showToast(t('owner.chooseAll', { n: missing.issueKey }), 'info');
      return;
    }
    setConfirming(true);
  };
  const ballotProps = {
    issues: vote.issues,
    choices,
    onChoose: (issueKey: string, choice: VoteChoice) =>
      setChoices((current) => ({ ...current, [issueKey]: choice })),
    disabled: !vote.canVote,
  };
  const actions = vote.canVote ? (
    <div className="owner-actions">
      <OwnerButton kind="primary" block loading={cast.isPending} onClick={submit}>
        {t('owner.submit')}
      </OwnerButton>
      <OwnerButton block className="owner-vote__abandon" onClick={() => setAbandoning(true)}>
        {t('owner.abandon')}
      </OwnerButton>
    </div>
  ) : null;

  return (
    <div className={elder.enabled ? 'owner-vote owner-vote--elder' : 'owner-vote'}>
      <OwnerPageHeader title={vote.title} back={{ to: '/owner/votes', label: t('owner.back') }} />
      <div className="owner-vote-item__tags">
        <VoteStateTag state={vote.votingState} />
        <span className="owner-muted">{formatPeriod(vote.startDate, vote.endDate)}</span>
      </div>
      {isResultAnnounced(vote.votingState) ? (
        <Link
          to={ownerResultPath(vote.votingCode)}
          className="ob ob--primary ob--block owner-vote__result"
          data-testid="owner-vote-result-link"
        >
          {t('resultEntry')}
        </Link>
      ) : null}
      {vote.description ? <div className="owner-card owner-vote__text">{vote.description}</div> : null}
      {vote.votingRule ? (
        <div className="owner-card owner-vote__text" data-testid="owner-vote-rule">
          <div className="owner-card__head">{t('detail.votingRuleText')}</div>
          {vote.votingRule}
        </div>
      ) : null}
      {vote.votingDate ? (
        <div className="owner-muted owner-vote__date" data-testid="owner-vote-date">
          {t('export.votingDate', { date: vote.votingDate })}
        </div>
      ) : null}
      {vote.files.length > 0 ? (
        <div className="owner-card" data-testid="owner-vote-materials">
          <div className="owner-card__head">{t('owner.materials')}</div>
          {/* Published with the vote: owners open the materials by their public id. */}
          {vote.files.map((file) => (
            <a
              key={file.attachmentId}
              className="owner-vote__material"
              href={attachmentUrl(file, { isPublic: true }) ?? undefined}
              target="_blank"
              rel="noreferrer"
            >
              {file.sourceName}
            </a>
          ))}
        </div>
      ) : null}
      {vote.votingState === 'PROCESSING' ? <VoteProgress votingCode={vote.votingCode} /> : null}

      <OwnerProxyPanel vote={vote} />
      {receipt ? (
        <Receipt vote={vote} receipt={receipt} />
      ) : (
        <>
          {!vote.canVote ? (
            <OwnerNoticeBar
              tone="warning"
              message={vote.cannotVoteReason ?? t('owner.cannotVote')}
              testId="cannot-vote"
            />
          ) : null}
          {elder.enabled ? (
            <ElderBallot {...ballotProps} finish={actions} />
          ) : (
            <>
              <Ballot {...ballotProps} />
              {actions}
            </>
          )}
        </>
      )}
      {/* The ballot cannot be changed once cast: the owner reads their choices back first. */}
      <OwnerDialog
        open={confirming}
        title={t('owner.confirmTitle')}
        okText={t('owner.confirmOk')}
        cancelText={t('owner.confirmBack')}
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          cast.mutate();
        }}
      >
        <p>{t('owner.confirmHint', { count: vote.myHouseCodes.length })}</p>
        <ul className="owner-vote__summary">
          {vote.issues.map((issue) => (
            <li key={issue.issueKey}>
              {issue.issueKey}. {issue.title}：
              <strong>
                {issue.issueOptions.find((option) => option.choice === choices[issue.issueKey])?.name}
              </strong>
            </li>
          ))}
        </ul>
      </OwnerDialog>
      <OwnerDialog
        open={abandoning}
        title={t('owner.abandonTitle')}
        okText={t('owner.abandon')}
        cancelText={t('actions.cancel')}
        onCancel={() => setAbandoning(false)}
        onOk={() => {
          setAbandoning(false);
          abandon.mutate();
        }}
      >
        {t('owner.abandonConfirm')}
      </OwnerDialog>
    </div>
  );
}

function Receipt({ vote, receipt }: { vote: OwnerVoteInfo; receipt: BallotReceipt }) {
  const { t } = useTranslation('votingOwner');
  return (
    <div className="owner-card owner-vote__receipt" data-testid="ballot-receipt">
      <OwnerResult
        status="success"
        title={t('owner.receiptTitle')}
        subTitle={t('owner.receiptAt', {
          time: formatDateTime(receipt.castAt),
          channel: t(`channel.${receipt.channel}`),
        })}
      />
      <ul className="owner-vote__summary">
        {vote.issues.map((issue) => {
          const choice = receipt.choices[issue.issueKey];
          return (
            <li key={issue.issueKey}>
              {issue.issueKey}. {issue.title}：
              <strong>{choice ? choiceName(issue, choice) : t('invalid.blank')}</strong>
            </li>
          );
        })}
      </ul>
      <p className="owner-muted">{t('owner.receiptHouses', { count: receipt.houseCodes.length })}</p>
      <div className="owner-card__head">{t('owner.ballotHash')}</div>
      <p className="voting-hash" data-testid="ballot-hash">
        {receipt.ballotHash}
      </p>
      <p className="owner-muted">{t('owner.hashHint', { seq: receipt.seq, title: vote.title })}</p>
    </div>
  );
}
