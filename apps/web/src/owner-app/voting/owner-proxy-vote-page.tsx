import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_QUERY_KEY } from '../../features/account/owner-session';
import { type ProxyVoteInfo, proxyCastVote, proxyVoteInfoQuery } from '../../features/voting/proxy-api';
import type { BallotReceipt } from '../../features/voting/voting-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { useElderMode } from '../elder-mode';
import { Link, useParams } from '../nav';
import { OwnerButton, OwnerDialog, OwnerSkeleton, showToast } from '../owner-ui';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerNoticeBar } from '../ui/notice-bar';
import { OwnerPageHeader } from '../ui/page-header';
import { OwnerResult } from '../ui/result';
import { Ballot, type Choices, choiceName, ElderBallot } from './ballot';
import '../../features/voting/proxy-locale';
import './owner-voting.css';

/** The vote page in 代投 mode (/owner/votes/:votingCode/proxy/:proxyCode). */
export function OwnerProxyVotePage() {
  const { t } = useTranslation('votingProxy');
  const { votingCode = '', proxyCode = '' } = useParams();
  const info = useQuery(proxyVoteInfoQuery(votingCode, proxyCode));
  if (info.isPending) return <OwnerSkeleton rows={8} />;
  if (info.isError)
    return (
      <OwnerLoadFailed
        title={failureMessage(info.error)}
        action={<Link to="/owner/votes">{t('back')}</Link>}
      />
    );
  return <ProxyVote key={info.data.proxyCode} info={info.data} />;
}

function ProxyVote({ info }: { info: ProxyVoteInfo }) {
  const { t } = useTranslation('votingProxy');
  const elder = useElderMode();
  const client = useQueryClient();
  const [choices, setChoices] = useState<Choices>({});
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<BallotReceipt | null>(info.myBallot);
  const cast = useMutation({
    mutationFn: () =>
      proxyCastVote(
        info.votingCode,
        info.proxyCode,
        Object.fromEntries(info.issues.map((issue) => [issue.issueKey, choices[issue.issueKey] ?? null])),
      ),
    onSuccess: async (next) => {
      setReceipt(next);
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const submit = () => {
    const missing = info.issues.find((issue) => !choices[issue.issueKey]);
    if (missing) {
      showToast(t('chooseAll', { n: missing.issueKey }), 'info');
      return;
    }
    setConfirming(true);
  };
  const ballotProps = {
    issues: info.issues,
    choices,
    onChoose: (issueKey: string, choice: VoteChoice) =>
      setChoices((current) => ({ ...current, [issueKey]: choice })),
    disabled: !info.canCast,
  };
  const actions = info.canCast ? (
    <div className="owner-actions">
      <OwnerButton kind="primary" block loading={cast.isPending} onClick={submit}>
        {t('proxySubmit')}
      </OwnerButton>
    </div>
  ) : null;
  return (
    <div className="owner-vote">
      <OwnerPageHeader title={info.title} back={{ to: '/owner/votes', label: t('back') }} />
      <OwnerNoticeBar
        tone="info"
        testId="proxy-mode"
        message={t('proxyMode', { name: info.principalName, houses: info.houses.join('、') })}
      />
      {info.description ? <div className="owner-card owner-vote__text">{info.description}</div> : null}
      {receipt ? (
        <div className="owner-card" data-testid="proxy-receipt">
          <OwnerResult status="success" title={t('proxyReceipt')} subTitle={formatDateTime(receipt.castAt)} />
          <ul className="owner-vote__summary">
            {info.issues.map((issue) => {
              const choice = receipt.choices[issue.issueKey];
              return (
                <li key={issue.issueKey}>
                  {issue.issueKey}. {issue.title}：<strong>{choice ? choiceName(issue, choice) : '—'}</strong>
                </li>
              );
            })}
          </ul>
          <p className="voting-hash">{receipt.ballotHash}</p>
        </div>
      ) : (
        <>
          {!info.canCast && info.cannotCastReason ? (
            <OwnerNoticeBar tone="warning" message={info.cannotCastReason} />
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
      <OwnerDialog
        open={confirming}
        title={t('proxySubmit')}
        okText={t('proxySubmit')}
        cancelText={t('cancel')}
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          cast.mutate();
        }}
      >
        {t('proxyConfirm', { name: info.principalName })}
      </OwnerDialog>
    </div>
  );
}
