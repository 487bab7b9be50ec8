import { formatMessage } from '@gongzhi/domain/common/messages';
import { IssueType, isBelowLegalFloor } from '@gongzhi/domain/voting/issue-types';
import type { AreaHeads, IssueTally } from '@gongzhi/domain/voting/tally';
import type { IssueStatisticDto, VotingListItemDto } from '@gongzhi/domain/voting/voting-api';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import {
  effectiveVotingState,
  mayPerformVotingAction,
  VotingAction,
} from '@gongzhi/domain/voting/voting-lifecycle';
import {
  offeredChoices,
  type VoteChoice,
  VoteChoice as VoteChoiceEnum,
  type VotingSettings,
} from '@gongzhi/domain/voting/voting-settings';
import { AppError } from '../../common/app-error';
import type { VotingIssueRow, VotingRow } from './repository';
import { VOTING_MESSAGES } from './voting-messages';

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const ratio = (part: number, whole: number) => `${part}/${whole}`;

/** The effective state; the lifecycle's `pdEndDate` is the end of the result publicity period. */
export function stateOf(row: VotingRow, now: Date): VotingState {
  return effectiveVotingState(
    {
      votingState: row.votingState,
      startDate: row.startDate,
      endDate: row.endDate,
      pdEndDate: row.publicityEndDate,
    },
    now,
  );
}

export function requireAction(row: VotingRow, now: Date, action: VotingAction): VotingState {
  const state = stateOf(row, now);
  if (!mayPerformVotingAction(state, action)) {
    throw new AppError(
      409,
      formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(state), VotingAction.label(action)),
    );
  }
  return state;
}

export function issueRules(
  issue: Pick<VotingIssueRow, 'effectRuleParam' | 'votingRuleParam' | 'countingRuleParam'>,
) {
  return {
    effectRuleParam: issue.effectRuleParam,
    votingRuleParam: issue.votingRuleParam,
    countingRuleParam: issue.countingRuleParam ?? null,
  };
}

export function issueDto(issue: VotingIssueRow, settings: VotingSettings) {
  return {
    issueKey: issue.issueKey,
    title: issue.title,
    description: issue.description,
    issueTypeId: IssueType.values.indexOf(issue.issueType) + 1,
    issueType: issue.issueType,
    issueTypeName: IssueType.label(issue.issueType),
    effectRuleParam: issue.effectRuleParam,
    votingRuleParam: issue.votingRuleParam,
    countingRuleParam: issue.countingRuleParam ?? null,
    belowLegalFloor: isBelowLegalFloor(issue.issueType, issueRules(issue)),
    issueOptions: offeredChoices(settings).map((choice) => ({ choice, name: VoteChoiceEnum.label(choice) })),
  };
}

/** The DTO of one issue's tally: final counts per option with exact ratios of participants and of all. */
export function statisticDto(result: IssueTally, settings: VotingSettings): IssueStatisticDto {
  const final: Record<VoteChoice, AreaHeads> = {
    AGREE: result.agree,
    DISAGREE: result.disagree,
    ABSTAIN: result.abstain,
    FOLLOW_MAJORITY: result.cast.FOLLOW_MAJORITY,
  };
  return {
    issueKey: result.issueKey,
    total: result.total,
    participating: result.participating,
    participatingAreaOfAll: ratio(result.participating.area, result.total.area),
    participatingHeadsOfAll: ratio(result.participating.heads, result.total.heads),
    optionStatistics: offeredChoices(settings).map((choice) => ({
      choice,
      name: VoteChoiceEnum.label(choice),
      area: final[choice].area,
      heads: final[choice].heads,
      areaOfParticipating: ratio(final[choice].area, result.participating.area),
      headsOfParticipating: ratio(final[choice].heads, result.participating.heads),
      areaOfAll: ratio(final[choice].area, result.total.area),
      headsOfAll: ratio(final[choice].heads, result.total.heads),
    })),
    blank: result.blank,
    noBallot: result.noBallot,
    deemedAbstain: result.deemedAbstain,
    deemedFollow: result.deemedFollow,
    followDirection: result.followDirection,
    agree: result.agree,
    disagree: result.disagree,
    abstain: result.abstain,
    quorum: result.quorum,
    passed: result.passed,
  };
}

export function listItem(row: VotingRow, issueCount: number, now: Date): VotingListItemDto {
  const state = stateOf(row, now);
  return {
    votingCode: row.votingCode,
    title: row.title,
    votingState: state,
    votingStateName: VotingState.label(state),
    scopeType: row.scopeType,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    pdStartDate: iso(row.pdStartDate),
    pdEndDate: iso(row.pdEndDate),
    votingDate: row.votingDate,
    issueCount,
    gmtCreate: row.createdAt.toISOString(),
  };
}
