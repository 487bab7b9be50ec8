import type { IssueType } from '@gongzhi/domain/voting/issue-types';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { type ReactNode, useState } from 'react';
import type { OwnerVoteInfo } from '../../features/voting/voting-api';
import type { LabelledEnum } from '../../locales/enum-label';
import { useTranslation } from '../../locales/use-translation';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerButton } from '../owner-ui';
import { OwnerChoiceGroup } from '../ui/choice-group';
import { ReadAloudButton } from '../ui/read-aloud';
import './locale';

export type BallotIssue = OwnerVoteInfo['issues'][number];
export type Choices = Record<string, VoteChoice | undefined>;

type BallotProps = {
  issues: readonly BallotIssue[];
  choices: Choices;
  onChoose: (issueKey: string, choice: VoteChoice) => void;
  disabled: boolean;
};

/**
 * The issue's type as the server names it (issueTypeName), in English from the enum texts: the
 * domain's IssueType module brings the voting rules' zod schemas along, too much for the vote page.
 */
function useIssueTypeLabel(): (issue: BallotIssue) => string {
  const enumLabel = useOwnerEnumLabel();
  return (issue) => {
    const named: LabelledEnum<IssueType> = {
      values: [issue.issueType],
      labels: { [issue.issueType]: issue.issueTypeName } as Record<IssueType, string>,
      label: () => issue.issueTypeName,
    };
    return enumLabel('IssueType', named, issue.issueType);
  };
}

/** One issue's card: number and title, its type, its text, and the choices as whole-width rows. */
function IssueCard({
  issue,
  choices,
  onChoose,
  disabled,
  large,
}: Omit<BallotProps, 'issues'> & { issue: BallotIssue; large?: boolean }) {
  const typeLabel = useIssueTypeLabel();
  const titleId = `ballot-issue-${issue.issueKey}`;
  return (
    <section className="owner-card owner-ballot__issue" aria-label={issue.title}>
      <div className="owner-card__head" id={titleId}>
        {issue.issueKey}. {issue.title}
      </div>
      <div className="owner-muted">{typeLabel(issue)}</div>
      {issue.description ? <p className="owner-vote__text">{issue.description}</p> : null}
      <OwnerChoiceGroup
        labelledBy={titleId}
        large={large}
        disabled={disabled}
        value={choices[issue.issueKey]}
        onChange={(choice) => onChoose(issue.issueKey, choice)}
        options={issue.issueOptions.map((option) => ({ value: option.choice, label: option.name }))}
      />
    </section>
  );
}

/** A choice by the name the issue gives it (同意 …), as the ballot showed it. */
export function choiceName(issue: BallotIssue, choice: VoteChoice): string {
  return issue.issueOptions.find((option) => option.choice === choice)?.name ?? choice;
}

/** The ballot as a list: every issue on one page. */
export function Ballot({ issues, ...rest }: BallotProps) {
  return (
    <>
      {issues.map((issue) => (
        <IssueCard key={issue.issueKey} issue={issue} {...rest} />
      ))}
    </>
  );
}

/** What 朗读 says for an issue: its number, title, type, text and the choices. */
function spokenText(issue: BallotIssue, typeLabel: string, choose: string): string {
  const options = issue.issueOptions.map((option) => option.name).join('，');
  return [
    `${issue.issueKey}，${issue.title}。`,
    `${typeLabel}。`,
    issue.description ?? '',
    `${choose}：${options}。`,
  ]
    .filter(Boolean)
    .join('');
}

/**
 * Elder mode's ballot (长辈模式, issue #26 item 4): one issue per screen with large choices, 上一项 /
 * 下一项 and 朗读. The choices live in the page (`choices`), so moving between issues keeps them; the
 * last issue carries `finish` (提交投票 and its confirmation, as in the list ballot).
 */
export function ElderBallot({ issues, finish, ...rest }: BallotProps & { finish: ReactNode }) {
  const { t } = useTranslation('votingOwner');
  const typeLabel = useIssueTypeLabel();
  const [index, setIndex] = useState(0);
  const issue = issues[Math.min(index, issues.length - 1)];
  if (!issue) return <>{finish}</>;
  const last = index >= issues.length - 1;
  const chosen = issue.issueOptions.find((option) => option.choice === rest.choices[issue.issueKey]);
  return (
    <div className="owner-elder-ballot" data-testid="elder-ballot">
      <div className="owner-elder-ballot__bar">
        <span className="owner-elder-ballot__position" data-testid="elder-position">
          {t('elder.position', { n: index + 1, total: issues.length })}
        </span>
        <ReadAloudButton
          key={issue.issueKey}
          text={spokenText(issue, typeLabel(issue), t('elder.choose'))}
          label={t('elder.readAloud')}
          stopLabel={t('elder.stopReading')}
        />
      </div>
      <IssueCard key={issue.issueKey} issue={issue} large {...rest} />
      <p className="owner-elder-ballot__chosen" aria-live="polite">
        {chosen ? t('elder.chosen', { choice: chosen.name }) : t('elder.notChosen')}
      </p>
      <div className="owner-elder-ballot__nav">
        <OwnerButton disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('elder.previous')}
        </OwnerButton>
        {last ? null : (
          <OwnerButton kind="primary" onClick={() => setIndex(index + 1)}>
            {t('elder.next')}
          </OwnerButton>
        )}
      </div>
      {last ? finish : null}
    </div>
  );
}
