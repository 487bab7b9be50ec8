import {
  CheckCircleFilled,
  CloseCircleFilled,
  DownloadOutlined,
  ExclamationCircleFilled,
} from '@ant-design/icons';
import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { formatArea } from '@gongzhi/domain/roster/area';
import { type BallotCheck, checkBallotsInAggregate } from '@gongzhi/domain/voting/ballot-check';
import { ComparisonOperator } from '@gongzhi/domain/voting/comparison-operator';
import {
  countedBallots,
  isPseudonymousAggregate,
  type VoteAggregate,
} from '@gongzhi/domain/voting/vote-aggregate';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useEnumLabel } from '../../locales/enum-label';
import { attachmentUrl } from '../../ui/upload/upload-api';
import { OWNER_QUERY_KEY } from '../account/owner-session';
import { BallotList, MyBallotLine, saveAggregate } from './ballot-list';
import { CorrectionsList } from './corrections-list';
import { LawExactLine, RuleBasisNote } from './local-rule-view';
import { OwnerObjections, ResultStatusLine } from './objection-panels';
import { TimestampAnchors } from './timestamp-anchors';
import { type OwnerVoteResult, ownerVoteResultQuery } from './voting-api';
import { formatPeriod, VotingStateTag } from './voting-shared';
import './result-locale';
import './owner-voting.css';
import './owner-result.css';

type ResultIssue = OwnerVoteResult['result']['issues'][number];
type AreaHeads = { area: number; heads: number };

/** The public aggregate (what the CLI verifier reads), offered for download beside the page's own check. */
export function aggregateDownloadUrl(votingCode: string): string {
  return `/v1/votePublic/aggregate?votingCode=${encodeURIComponent(votingCode)}`;
}

/**
 * 表决结果公示 on the owner H5 (/owner/votes/:votingCode/result): the announced result of each issue
 * as the server's result DTO states it, the result file, and "verify my ballot" run in the browser.
 */
export function OwnerVoteResultPage() {
  const { t } = useTranslation('votingResult');
  const { votingCode = '' } = useParams();
  const data = useQuery(ownerVoteResultQuery(votingCode));
  if (data.isError) {
    return (
      <Result
        status="warning"
        title={failureMessage(data.error)}
        extra={
          <Link to="/owner/votes">
            <Button>{t('backToList')}</Button>
          </Link>
        }
      />
    );
  }
  if (data.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const vote = data.data;
  const { result } = vote;
  return (
    <div className="owner-vote owner-result" data-testid="owner-vote-result">
      <Link to={`/owner/votes/${encodeURIComponent(vote.votingCode)}`} className="owner-vote__back">
        {t('back')}
      </Link>
      <h1 className="owner-title">{vote.title}</h1>
      <div className="owner-vote-item__tags">
        <VotingStateTag state={vote.votingState} />
        <span className="owner-muted">{vote.communityName}</span>
      </div>
      <div className="owner-card">
        <div className="owner-card__head">{t('title')}</div>
        <dl className="owner-result__meta">
          <dt>{t('publishedAt')}</dt>
          <dd>{formatDateTime(result.publishedAt)}</dd>
          {result.publicityEndDate ? (
            <>
              <dt>{t('publicityEnd')}</dt>
              <dd>{formatDateTime(result.publicityEndDate)}</dd>
            </>
          ) : null}
          <dt>{t('ballots')}</dt>
          <dd>{t('ballotsValue', { count: result.ballotCount })}</dd>
          {result.remark ? (
            <>
              <dt>{t('remark')}</dt>
              <dd>{result.remark}</dd>
            </>
          ) : null}
        </dl>
        <p className="owner-muted">{t('period', { period: formatPeriod(vote.startDate, vote.endDate) })}</p>
      </div>
      <ResultStatusLine period={result.objectionPeriod} className="owner-card owner-result__status" />
      {result.issues.map((issue) => (
        <IssueResult key={issue.issueKey} issue={issue} />
      ))}
      <RuleBasisNote
        ruleBasis={result.ruleBasis}
        localRule={result.localRule}
        className="owner-card owner-muted"
      />
      <CorrectionsList corrections={result.corrections} className="owner-card" />
      <OwnerObjections
        votingCode={vote.votingCode}
        communityInfoCode={vote.communityInfoCode}
        period={result.objectionPeriod}
      />
      {vote.resultFiles.length > 0 ? (
        <div className="owner-card" data-testid="owner-result-files">
          <div className="owner-card__head">{t('resultFile')}</div>
          {vote.resultFiles.map((file) => (
            <Button
              key={file.attachmentId}
              type="link"
              icon={<DownloadOutlined />}
              className="owner-vote__material"
              href={attachmentUrl(file, { isPublic: true }) ?? undefined}
              target="_blank"
              rel="noreferrer"
            >
              {file.sourceName}
            </Button>
          ))}
        </div>
      ) : null}
      <VerifyMyBallot vote={vote} />
      <TimestampAnchors
        votingCode={vote.votingCode}
        aggregate={vote.aggregate as VoteAggregate | null}
        className="owner-card voting-timestamps"
      />
      {vote.aggregate ? (
        <section className="owner-card" data-testid="owner-ballot-list">
          <details>
            <summary className="owner-card__head">
              {t('ballotList.title', { count: countedBallots(vote.aggregate.entries).length })}
            </summary>
            <BallotList
              aggregate={vote.aggregate as VoteAggregate}
              mine={vote.myReceipts.map((receipt) => receipt.ballotHash)}
            />
          </details>
        </section>
      ) : null}
    </div>
  );
}

function RuleLine({ label, rule }: { label: string; rule: RuleTriple | null }) {
  const { t } = useTranslation('votingResult');
  const enumLabel = useEnumLabel();
  if (!rule) return null;
  // In words, as SPEC §9 shows a rule (大于等于), not the bare symbol.
  const symbol = enumLabel(ComparisonOperator, rule[2]);
  return (
    <div className="owner-result__rule">
      {label}：{t('ruleText', { symbol, area: rule[0], heads: rule[1] })}
    </div>
  );
}

/** One issue: verdict, participation of all, each side among participants, and the rules applied. */
function IssueResult({ issue }: { issue: ResultIssue }) {
  const { t } = useTranslation('votingResult');
  const row = (label: string, value: AreaHeads, whole: AreaHeads, basis: string) => (
    <tr>
      <th scope="row">{label}</th>
      <td>
        {t('areaValue', { area: formatArea(value.area), rate: formatRatioAsRate(value.area, whole.area) })}
      </td>
      <td>{t('headsValue', { heads: value.heads, rate: formatRatioAsRate(value.heads, whole.heads) })}</td>
      <td className="owner-muted">{basis}</td>
    </tr>
  );
  return (
    <section
      className="owner-card"
      aria-label={issue.title}
      data-testid={`owner-result-issue-${issue.issueKey}`}
    >
      <div className="owner-card__head">
        <span>
          {t('issue', { key: issue.issueKey })}. {issue.title}
        </span>
        <Tag color={issue.passed ? 'success' : 'error'}>{issue.passed ? t('passed') : t('notPassed')}</Tag>
      </div>
      <div className="owner-muted">
        {issue.issueTypeName} ·{' '}
        <span className={issue.quorum ? 'owner-result__ok' : 'owner-result__warn'}>
          {issue.quorum ? t('quorumMet') : t('quorumNotMet')}
        </span>
      </div>
      <LawExactLine lawExact={issue.lawExact} />
      <table className="owner-result__table">
        <thead>
          <tr>
            <th aria-label={t('participating')} />
            <th>{t('area')}</th>
            <th>{t('heads')}</th>
            <th aria-label={t('ofAll')} />
          </tr>
        </thead>
        <tbody>
          {row(t('participating'), issue.participating, issue.total, t('ofAll'))}
          {row(t('agree'), issue.agree, issue.participating, t('ofParticipating'))}
          {row(t('disagree'), issue.disagree, issue.participating, t('ofParticipating'))}
          {row(t('abstain'), issue.abstain, issue.participating, t('ofParticipating'))}
        </tbody>
      </table>
      <RuleLine label={t('effectRule')} rule={issue.effectRuleParam} />
      <RuleLine label={t('votingRule')} rule={issue.votingRuleParam} />
      <RuleLine label={t('countingRule')} rule={issue.countingRuleParam} />
    </section>
  );
}

/** "Verify my ballot": runs once the page opens (Web Crypto in the browser), again on demand. */
function VerifyMyBallot({ vote }: { vote: OwnerVoteResult }) {
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
        <Alert type="info" showIcon title={t('noEvidence')} />
      ) : (
        <>
          <p className="owner-muted">{t('verifyHint')}</p>
          {check.isPending ? (
            <Spin>
              <div className="owner-muted owner-result__verifying">{t('verifying')}</div>
            </Spin>
          ) : check.isError ? (
            <Alert type="error" showIcon title={t('failed')} description={failureMessage(check.error)} />
          ) : (
            <CheckOutcome check={check.data} chainCount={vote.result.chain.count} />
          )}
          <div className="owner-result__chain">
            <div className="owner-muted">{t('chainHead')}</div>
            <p className="voting-hash">{vote.result.chain.head}</p>
          </div>
          <div className="owner-actions">
            <Button block onClick={() => void check.refetch()} loading={check.isFetching}>
              {t('verifyAgain')}
            </Button>
            {isPseudonymousAggregate(aggregate) ? (
              <Button
                block
                type="link"
                icon={<DownloadOutlined />}
                href={aggregateDownloadUrl(vote.votingCode)}
                data-testid="owner-result-download"
              >
                {t('download')}
              </Button>
            ) : (
              // A chain that names owners is not published anonymously: save what this page verified.
              <Button
                block
                type="link"
                icon={<DownloadOutlined />}
                onClick={() => saveAggregate(aggregate)}
                data-testid="owner-result-save"
              >
                {t('downloadMember')}
              </Button>
            )}
            <p className="owner-muted">{t('downloadHint')}</p>
          </div>
        </>
      )}
    </section>
  );
}

function Step({ ok, warn, text }: { ok: boolean; warn?: boolean; text: string }) {
  return (
    <li
      className={
        ok ? 'owner-result__step--ok' : warn ? 'owner-result__step--warn' : 'owner-result__step--bad'
      }
    >
      {ok ? <CheckCircleFilled /> : warn ? <ExclamationCircleFilled /> : <CloseCircleFilled />}
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
      <Alert
        type={check.ok ? 'success' : 'error'}
        showIcon
        title={check.ok ? t('verified') : t('failed')}
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
