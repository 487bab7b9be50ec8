import { votingCreateInput } from '@gongzhi/domain/voting/voting-api';
import {
  VOTING_PERIOD_MESSAGES,
  votingDateProblem,
  votingPeriodProblem,
} from '@gongzhi/domain/voting/voting-fields';
import { fromVotingInfo, toCreatePayload } from './vote-form-logic';
import type { VotingInfo } from './voting-api';

/**
 * What keeps a draft vote from being published, checked on the page before anything is sent
 * (issue #24): the createSimplify schema the server validates with (packages/domain
 * `votingCreateInput`), the announcement-day rule it applies (`votingDateProblem`) and the issues it
 * has already marked below the legal floor (`belowLegalFloor`). Each problem names the form field
 * (a `voting` locale key) and, when the rule has one, its own message. The periods' rule
 * (`votingPeriodProblem`) is judged by this browser's clock; the server judges again by its own.
 */
export type PublishProblem = { field: string; n?: number; message?: string; reasonKey?: string };

/** Top-level schema paths and the form label that names each. */
const FIELD_LABEL: Record<string, string> = {
  title: 'form.title',
  description: 'form.description',
  startDate: 'form.votingPeriod',
  endDate: 'form.votingPeriod',
  pdStartDate: 'form.paperPeriod',
  pdEndDate: 'form.paperPeriod',
  votingDate: 'form.votingDate',
  votingRule: 'form.votingRuleText',
  signAttachment: 'form.signAttachment',
  issues: 'form.issues',
};

/** A schema message written for people (Chinese), not a schema library's generic one. */
const ownMessage = (message: string) => (/[\u3400-\u9fff]/.test(message) ? message : undefined);

export function publishProblems(
  vote: VotingInfo,
  communityInfoCode: string,
  now: Date = new Date(),
): PublishProblem[] {
  const payload = toCreatePayload(fromVotingInfo(vote), communityInfoCode);
  const problems: PublishProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: PublishProblem) => {
    const key = `${problem.field}#${problem.n ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(problem);
  };
  const parsed = votingCreateInput.safeParse(payload);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [head, index] = issue.path;
    if (head === 'issues' && typeof index === 'number') {
      add({ field: 'form.issueN', n: index + 1, message: ownMessage(issue.message) });
    } else {
      add({ field: FIELD_LABEL[String(head)] ?? 'form.title', message: ownMessage(issue.message) });
    }
  }
  const periodProblem = votingPeriodProblem(payload, now);
  if (periodProblem) {
    const paper = periodProblem === VOTING_PERIOD_MESSAGES.pdDatesInvalid;
    add({ field: paper ? 'form.paperPeriod' : 'form.votingPeriod', message: periodProblem });
  }
  const dateProblem = votingDateProblem(payload.votingDate, payload.startDate || null);
  if (dateProblem) add({ field: 'form.votingDate', message: dateProblem });
  vote.issues.forEach((issue, index) => {
    if (issue.belowLegalFloor) add({ field: 'form.issueN', n: index + 1, reasonKey: 'form.belowFloor' });
  });
  return problems;
}
