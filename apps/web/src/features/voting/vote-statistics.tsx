import { formatArea } from '@gongzhi/domain/roster/area';
import { ComparisonOperator } from '@gongzhi/domain/voting/comparison-operator';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { IssueStatistic, VotingIssue } from './voting-api';
import { formatFraction, fractionParts } from './voting-shared';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

const OPTION_COLOR: Record<string, string> = {
  AGREE: '#07c160',
  DISAGREE: '#dd4b37',
  ABSTAIN: '#8c8c8c',
  FOLLOW_MAJORITY: '#2f7ff8',
};

/** Width of a bar in percent (display only; verdicts come from the server's exact fractions). */
function barPercent(text: string): number {
  const { part, whole } = fractionParts(text);
  return whole > 0 ? Math.min(100, (part / whole) * 100) : 0;
}

/** A rule triple written out in words (SPEC §9): 面积 大于等于 2/3 且人数 大于等于 2/3. */
export function RuleText({ rule }: { rule: RuleTriple | null }) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  if (!rule) return <span className="voting-muted">{t('stats.noRule')}</span>;
  const symbol = enumLabel(ComparisonOperator, rule[2]);
  return <span>{t('stats.ruleText', { symbol, area: rule[0], heads: rule[1] })}</span>;
}

type Props = { issues: VotingIssue[]; statistics: IssueStatistic[] };

/** Live statistics per issue and option (area, heads, ratios) with the quorum and pass verdicts. */
export function VoteStatistics({ issues, statistics }: Props) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  if (statistics.length === 0) return <Empty description={t('stats.notOpen')} />;
  return (
    <div>
      {issues.map((issue) => {
        const stat = statistics.find((candidate) => candidate.issueKey === issue.issueKey);
        if (!stat) return null;
        return (
          <Card
            key={issue.issueKey}
            size="small"
            className="voting-issue-card"
            data-testid={`issue-stat-${issue.issueKey}`}
            title={`${issue.issueKey}. ${issue.title}`}
            extra={
              <>
                <Tag color={stat.quorum ? 'success' : 'warning'}>
                  {stat.quorum ? t('stats.quorumMet') : t('stats.quorumNotMet')}
                </Tag>
                <Tag color={stat.passed ? 'success' : 'error'} data-testid="verdict">
                  {stat.passed ? t('stats.passed') : t('stats.notPassed')}
                </Tag>
              </>
            }
          >
            <p className="voting-muted">
              {enumLabel(IssueType, issue.issueType)} · {t('stats.effectRule')}{' '}
              <RuleText rule={issue.effectRuleParam} /> · {t('stats.votingRule')}{' '}
              <RuleText rule={issue.votingRuleParam} />
              {issue.countingRuleParam ? (
                <>
                  {' · '}
                  {t('stats.countingRule')} <RuleText rule={issue.countingRuleParam} />
                </>
              ) : null}
            </p>
            <div className="voting-option-bar">
              <span className="voting-option-bar__label">{t('stats.participation')}</span>
              <div>
                <Progress
                  percent={barPercent(stat.participatingAreaOfAll)}
                  showInfo={false}
                  size="small"
                  aria-label={`${t('stats.participation')} ${formatArea(stat.participating.area)}`}
                />
                <span className="voting-option-bar__meta">
                  {t('stats.areaOf', {
                    area: formatArea(stat.participating.area),
                    total: formatArea(stat.total.area),
                    rate: formatFraction(stat.participatingAreaOfAll),
                  })}
                </span>
              </div>
              <div>
                <Progress
                  percent={barPercent(stat.participatingHeadsOfAll)}
                  showInfo={false}
                  size="small"
                  aria-label={`${t('stats.participation')} ${stat.participating.heads}`}
                />
                <span className="voting-option-bar__meta">
                  {t('stats.headsOf', {
                    heads: stat.participating.heads,
                    total: stat.total.heads,
                    rate: formatFraction(stat.participatingHeadsOfAll),
                  })}
                </span>
              </div>
            </div>
            {stat.optionStatistics.map((option) => (
              <div className="voting-option-bar" key={option.choice} data-testid={`option-${option.choice}`}>
                <span className="voting-option-bar__label">{option.name}</span>
                <div>
                  <Progress
                    percent={barPercent(option.areaOfParticipating)}
                    aria-label={`${option.name} ${formatArea(option.area)}`}
                    showInfo={false}
                    size="small"
                    strokeColor={OPTION_COLOR[option.choice]}
                  />
                  <span className="voting-option-bar__meta">
                    {t('stats.optionArea', {
                      area: formatArea(option.area),
                      ofParticipating: formatFraction(option.areaOfParticipating),
                      ofAll: formatFraction(option.areaOfAll),
                    })}
                  </span>
                </div>
                <div>
                  <Progress
                    percent={barPercent(option.headsOfParticipating)}
                    aria-label={`${option.name} ${option.heads}`}
                    showInfo={false}
                    size="small"
                    strokeColor={OPTION_COLOR[option.choice]}
                  />
                  <span className="voting-option-bar__meta">
                    {t('stats.optionHeads', {
                      heads: option.heads,
                      ofParticipating: formatFraction(option.headsOfParticipating),
                      ofAll: formatFraction(option.headsOfAll),
                    })}
                  </span>
                </div>
              </div>
            ))}
            <p className="voting-muted">
              {t('stats.others', {
                blankHeads: stat.blank.heads,
                noBallotHeads: stat.noBallot.heads,
                noBallotArea: formatArea(stat.noBallot.area),
                deemedAbstain: stat.deemedAbstain.heads,
                deemedFollow: stat.deemedFollow.heads,
              })}
            </p>
          </Card>
        );
      })}
    </div>
  );
}
