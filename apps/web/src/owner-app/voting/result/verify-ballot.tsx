import { type BallotCheck, checkBallotsInAggregate } from '@gongzhi/domain/voting/ballot-check';
import { isPseudonymousAggregate, type VoteAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { useQuery } from '@tanstack/react-query';
import { OWNER_QUERY_KEY } from '../../../features/account/owner-session';
import { MyBallotLine, saveAggregate } from '../../../features/voting/ballot-list';
import type { OwnerVoteResult } from '../../../features/voting/voting-api';
import { formatDateTime } from '../../../lib/format';
import { failureMessage } from '../../../lib/request';
import { useTranslation } from '../../../locales/use-translation';
import { OwnerButton } from '../../owner-ui';
import { OwnerNoticeBar } from '../../ui/notice-bar';

/** The public aggregate (what the CLI verifier reads), offered for download beside the page's own check. */
export function aggregateDownloadUrl(votingCode: string): string {
  return `/v1/votePublic/aggregate?votingCode=${encodeURIComponent(votingCode)}`;
}

/** "Verify my ballot": runs once the page opens (Web Crypto in the browser), again on demand. */
export function VerifyMyBallot({ vote }: { vote: OwnerVoteResult }) {
  const { t } = useTranslation('votingResult');
  const hashes = vote.myReceipts.map((receipt) => receipt.ballotHash);
  const aggregate = vote.aggregate as VoteAggregate | null;
  const check = useQuery({
    queryKey: [...OWNER_QUERY_KEY, 'ballotCheck', vote.votingCode, vote.result.chain.head, hashes],
    queryFn: () => checkBallotsInAggregate(aggregate as VoteAggregate, vote.result.chain.head, hashes),
    enabled: aggregate !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <section className="owner-card" aria-label={t('verifyTitle')} data-testid="owner-verify-ballot">
      <div className="owner-card__head">{t('verifyTitle')}</div>
      {vote.myReceipts.length > 0 ? (
        vote.myReceipts.map((receipt) => (
          <div key={receipt.ballotHash} className="owner-result__receipt">
            <div className="owner-muted">
              {t('myReceipt')} ·{' '}
              {t('receiptMeta', {
                seq: receipt.seq,
                channel: t(`channel${receipt.channel}`),
                time: formatDateTime(receipt.castAt),
              })}
            </div>
            <p className="voting-hash" data-testid="owner-receipt-hash">
              {receipt.ballotHash}
            </p>
            {aggregate ? <MyBallotLine aggregate={aggregate} receipt={receipt.ballotHash} /> : null}
          </div>
        ))
      ) : (
        <p className="owner-muted">{t('noReceipt')}</p>
      )}
      {aggregate === null ? (
        <OwnerNoticeBar tone="info" message={t('noEvidence')} />
      ) : (
        <>
          <p className="owner-muted">{t('verifyHint')}</p>
          {check.isPending ? (
            <div className="owner-muted owner-result__verifying" role="status" aria-busy="true">
              <span className="ob__spin" aria-hidden="true" /> {t('verifying')}
            </div>
          ) : check.isError ? (
            <OwnerNoticeBar tone="warning" message={t('failed')} description={failureMessage(check.error)} />
          ) : (
            <CheckOutcome check={check.data} chainCount={vote.result.chain.count} />
          )}
          <div className="owner-result__chain">
            <div className="owner-muted">{t('chainHead')}</div>
            <p className="voting-hash">{vote.result.chain.head}</p>
          </div>
          <div className="owner-actions">
            <OwnerButton block onClick={() => void check.refetch()} loading={check.isFetching}>
              {t('verifyAgain')}
            </OwnerButton>
            {isPseudonymousAggregate(aggregate) ? (
              <a
                className="ob ob--link ob--block"
                href={aggregateDownloadUrl(vote.votingCode)}
                data-testid="owner-result-download"
              >
                <span aria-hidden="true">⤓ </span>
                {t('download')}
              </a>
            ) : (
              // A chain that names owners is not published anonymously: save what this page verified.
              <OwnerButton
                kind="link"
                block
                onClick={() => saveAggregate(aggregate)}
                data-testid="owner-result-save"
              >
                <span aria-hidden="true">⤓ </span>
                {t('downloadMember')}
              </OwnerButton>
            )}
            <p className="owner-muted">{t('downloadHint')}</p>
          </div>
        </>
      )}
    </section>
  );
}

const MARK = { ok: '✓', warn: '!', bad: '×' } as const;

function Step({ ok, warn, text }: { ok: boolean; warn?: boolean; text: string }) {
  const kind = ok ? 'ok' : warn ? 'warn' : 'bad';
  return (
    <li className={`owner-result__step--${kind}`}>
      <span className="owner-result__mark" aria-hidden="true">
        {MARK[kind]}
      </span>
      <span>{text}</span>
    </li>
  );
}

function CheckOutcome({ check, chainCount }: { check: BallotCheck; chainCount: number }) {
  const { t } = useTranslation('votingResult');
  const { verification } = check;
  const chainStep = !verification.chain.valid
    ? t('chainBad', {
        index: verification.chain.firstBadIndex ?? 0,
        problem: verification.problem ?? '',
      })
    : check.headMatches
      ? t('chainOk', { count: chainCount })
      : t('headBad');
  const tallyOk = verification.valid && verification.resultMatches !== false;
  return (
    <div data-testid="owner-verify-outcome">
      <OwnerNoticeBar
        tone={check.ok ? 'success' : 'warning'}
        message={check.ok ? t('verified') : t('failed')}
        description={check.ok ? t('verifiedHint') : t('failedHint')}
      />
      <ul className="owner-result__steps">
        <Step ok={verification.chain.valid && check.headMatches} text={chainStep} />
        <Step
          ok={tallyOk}
          text={
            tallyOk
              ? t('tallyOk', { ballots: verification.ballotCount })
              : (verification.problem ?? t('failed'))
          }
        />
        {check.ballots.map((ballot) => (
          <Step
            key={ballot.ballotHash}
            ok={ballot.index !== null && !ballot.replaced}
            warn={ballot.replaced}
            text={
              ballot.index === null
                ? t('ballotMissing')
                : ballot.replaced
                  ? t('ballotReplaced', { index: ballot.index })
                  : t('ballotOk', { index: ballot.index })
            }
          />
        ))}
      </ul>
    </div>
  );
}
