import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { formatArea } from '@gongzhi/domain/roster/area';
import { ComparisonOperator } from '@gongzhi/domain/voting/comparison-operator';
import { countedBallots, type VoteAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import { useQuery } from '@tanstack/react-query';
import { BallotList } from '../../../features/voting/ballot-list';
import { CorrectionsList } from '../../../features/voting/corrections-list';
import { LawExactLine, RuleBasisNote } from '../../../features/voting/local-rule-view';
import { TimestampAnchors } from '../../../features/voting/timestamp-anchors';
import { type OwnerVoteResult, ownerVoteResultQuery } from '../../../features/voting/voting-api';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../locales/use-translation';
import { attachmentUrl } from '../../../ui/upload/upload-api';
import { Link, useParams } from '../../nav';
import { useOwnerEnumLabel } from '../../owner-enum-label';
import { OwnerSkeleton, OwnerTag } from '../../owner-ui';
import { OwnerLoadFailed } from '../../ui/load-failed';
import { formatPeriod, VoteStateTag } from '../vote-bits';
import { OwnerObjections, ResultStatusLine } from './result-objections';
import { VerifyMyBallot } from './verify-ballot';
import '../../../features/voting/result-locale';
import '../owner-voting.css';
import './owner-result.css';

type ResultIssue = OwnerVoteResult['result']['issues'][number];
type AreaHeads = { area: number; heads: number };

/**
 * 表决结果公示 on the owner H5 (/owner/votes/:votingCode/result), on the owner entry's plain
 * components (issue #25, no antd): the announced result of each issue as the server's result DTO
 * states it, the objection period, the result file, and "verify my ballot" run in the browser.
 */
export function OwnerVoteResultPage() {
  const { t } = useTranslation('votingResult');
  const { votingCode = '' } = useParams();
  const data = useQuery(ownerVoteResultQuery(votingCode));
  if (data.isError) {
    return (
      <OwnerLoadFailed
        title={t('title')}
        error={data.error}
        action={
          <Link to="/owner/votes" className="ob ob--default">
            {t('backToList')}
          </Link>
        }
      />
    );
  }
  if (data.isPending) return <OwnerSkeleton rows={10} />;
  const vote = data.data;
  const { result } = vote;
  return (
    <div className="owner-vote owner-result" data-testid="owner-vote-result">
      <Link to={`/owner/votes/${encodeURIComponent(vote.votingCode)}`} className="owner-vote__back">
        {t('back')}
      </Link>
      <h1 className="owner-title">{vote.title}</h1>
      <div className="owner-vote-item__tags">
        <VoteStateTag state={vote.votingState} />
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
      <ResultStatusLine period={result.objectionPeriod} />
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
            <a
              key={file.attachmentId}
              className="owner-vote__material owner-result__link"
              href={attachmentUrl(file, { isPublic: true }) ?? undefined}
              target="_blank"
              rel="noreferrer"
            >
              <span aria-hidden="true">⤓ </span>
              {file.sourceName}
            </a>
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
  const enumLabel = useOwnerEnumLabel();
  if (!rule) return null;
  // In words, as SPEC §9 shows a rule (大于等于), not the bare symbol.
  const symbol = enumLabel('ComparisonOperator', ComparisonOperator, rule[2]);
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
        <OwnerTag tone={issue.passed ? 'success' : 'error'}>
          {issue.passed ? t('passed') : t('notPassed')}
        </OwnerTag>
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
