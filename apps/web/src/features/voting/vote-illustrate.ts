import { ComparisonOperator } from '@gongzhi/domain/voting/comparison-operator';
import { IssueType, isMajorIssueType } from '@gongzhi/domain/voting/issue-types';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import { NonResponsePolicy } from '@gongzhi/domain/voting/voting-settings';
import type { TFunction } from 'i18next';
import { enumLabel } from '../../locales/enum-label';
import type { VotingInfo } from './voting-api';
import { formatPeriod } from './voting-shared';

/** Common ratios in words (二分之一…); any other fraction stays as written. */
export function ratioInWords(t: TFunction, ratio: string): string {
  const words: Record<string, string> = {
    '1/2': t('illustrate.ratio.half'),
    '2/3': t('illustrate.ratio.twoThirds'),
    '3/4': t('illustrate.ratio.threeQuarters'),
    '1': t('illustrate.ratio.all'),
  };
  return words[ratio] ?? ratio;
}

/** A rule triple in plain words: 专有部分面积大于等于三分之二且人数大于等于三分之二. */
export function ruleInWords(t: TFunction, rule: RuleTriple): string {
  const operator = enumLabel(t, ComparisonOperator, rule[2]);
  return t('illustrate.rule', {
    operator,
    area: ratioInWords(t, rule[0]),
    heads: ratioInWords(t, rule[1]),
  });
}

/**
 * The rules a vote applies, as paragraphs in plain language (voteIllustrate): who votes, how each
 * issue is decided (its rule triples, the major-matter floor), how silence, blanks and 从众 count,
 * paper ballots, and the evidence chain. Derived from the vote's own rules and copied settings.
 */
export function illustrateVote(t: TFunction, vote: VotingInfo): { title: string; paragraphs: string[] }[] {
  const { settings } = vote;
  const scope = t(`scope.${vote.scopeType}`);
  const sections: { title: string; paragraphs: string[] }[] = [];
  sections.push({
    title: t('illustrate.who.title'),
    paragraphs: [
      t('illustrate.who.scope', { scope }),
      t('illustrate.who.heads'),
      t('illustrate.who.period', { period: formatPeriod(vote.startDate, vote.endDate) }),
      ...(vote.votingDate ? [t('export.votingDate', { date: vote.votingDate })] : []),
    ],
  });
  // The committee's own words on the rules (SPEC §3 votingRule), as they wrote them, line by line.
  const ruleLines = (vote.votingRule ?? '').split('\n').filter((line) => line.trim() !== '');
  if (ruleLines.length > 0) sections.push({ title: t('detail.votingRuleText'), paragraphs: ruleLines });
  sections.push({
    title: t('illustrate.issues.title'),
    paragraphs: vote.issues.map((issue) => {
      const major = isMajorIssueType(issue.issueType) ? t('illustrate.issues.major') : '';
      const parts = [
        t('illustrate.issues.kind', {
          key: issue.issueKey,
          title: issue.title,
          type: enumLabel(t, IssueType, issue.issueType),
          major,
        }),
        t('illustrate.issues.effect', { rule: ruleInWords(t, issue.effectRuleParam) }),
        t('illustrate.issues.voting', { rule: ruleInWords(t, issue.votingRuleParam) }),
      ];
      if (issue.countingRuleParam) {
        parts.push(t('illustrate.issues.counting', { rule: ruleInWords(t, issue.countingRuleParam) }));
      }
      if (issue.belowLegalFloor) parts.push(t('illustrate.issues.belowFloor'));
      parts.push(t('illustrate.issues.end'));
      return parts.join('');
    }),
  });
  const counting = [
    t('illustrate.counting.nonResponse', {
      policy: enumLabel(t, NonResponsePolicy, settings.nonResponsePolicy),
    }),
    settings.blankCountsAsParticipation
      ? t('illustrate.counting.blankCounts')
      : t('illustrate.counting.blankNotCounted'),
    settings.followMajorityOffered ? t('illustrate.counting.follow') : t('illustrate.counting.noFollow'),
    settings.proxyVoting ? t('illustrate.counting.proxy') : t('illustrate.counting.noProxy'),
  ];
  if (settings.nonResponsePolicy === 'FOLLOW_MAJORITY') counting.push(t('illustrate.counting.deliveredOnly'));
  sections.push({ title: t('illustrate.counting.title'), paragraphs: counting });
  const paperPeriod = formatPeriod(vote.pdStartDate, vote.pdEndDate);
  sections.push({
    title: t('illustrate.channels.title'),
    paragraphs: [
      t('illustrate.channels.online'),
      paperPeriod
        ? t('illustrate.channels.paperPeriod', { period: paperPeriod })
        : t('illustrate.channels.paper'),
      t('illustrate.channels.onlineWins'),
    ],
  });
  sections.push({
    title: t('illustrate.evidence.title'),
    paragraphs: [t('illustrate.evidence.chain'), t('illustrate.evidence.verify')],
  });
  return sections;
}
