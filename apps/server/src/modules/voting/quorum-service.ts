import {
  lagOrder,
  type OwnerQuorumProgressDto,
  type QuorumTrackerDto,
  quorumProgress,
  voteQuorumProgress,
} from '@gongzhi/domain/voting/quorum-tracker';
import { AppError } from '../../common/app-error';
import { startOfShanghaiDay } from '../../common/clock';
import type { CommunityAccess } from '../community/access-service';
import { issueRules } from './dto';
import { createQuorumRepository } from './quorum-repository';
import { createVotingRepository } from './repository';
import type { VotingService } from './service';
import { VOTING_MESSAGES } from './voting-messages';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the Asia/Shanghai day starting at `midnight` (a startOfShanghaiDay instant). */
const shanghaiDate = (midnight: Date) =>
  new Date(midnight.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Every Shanghai day from the start of voting to today (or the end, if earlier, or the last ballot
 * day, if later: paper ballots may be entered after the end), with the voters whose ballot was cast
 * that day and the running total.
 */
export function dailyParticipation(
  byDay: readonly { date: string; voters: number }[],
  start: Date | null,
  end: Date | null,
  now: Date,
) {
  const counted = new Map(byDay.map((row) => [row.date, row.voters]));
  if (!start) return [];
  const last = end && end.getTime() < now.getTime() ? end : now;
  const days: string[] = [];
  for (
    let day = startOfShanghaiDay(start);
    day.getTime() <= last.getTime();
    day = new Date(day.getTime() + DAY_MS)
  )
    days.push(shanghaiDate(day));
  for (const row of byDay) if (!days.includes(row.date)) days.push(row.date);
  days.sort();
  let cumulative = 0;
  return days.map((date) => {
    const voters = counted.get(date) ?? 0;
    cumulative += voters;
    return { date, voters, cumulative };
  });
}

/** The quorum tracker of a vote (issue #26 item 1), from the same tally as the result. */
export function createQuorumTracker(voting: VotingService) {
  const { core } = voting;
  const repo = createVotingRepository(core.deps.db);
  const quorum = createQuorumRepository(core.deps.db);

  type FrozenRow = Awaited<ReturnType<typeof core.ensureFrozen>>;

  /** Each issue's progress toward its effect rule, from the same tally as the result. */
  async function progressOf(row: FrozenRow) {
    const issues = await repo.issuesOf(row.id);
    const results = await core.statistics(row, issues);
    return issues.flatMap((issue) => {
      const result = results.find((item) => item.issueKey === issue.issueKey);
      return result ? [quorumProgress(result, row.settings, issueRules(issue).effectRuleParam)] : [];
    });
  }

  return {
    async tracker(access: CommunityAccess, votingCode: string): Promise<QuorumTrackerDto> {
      const found = await core.requireVoting(access, votingCode);
      const row = await core.ensureFrozen(found);
      const progress = await progressOf(row);
      const frozen = row.rollFrozenAt !== null;
      const buildings = frozen ? await quorum.buildingParticipation(row.id) : [];
      const byDay = frozen ? await quorum.ballotsByDay(row.id) : [];
      return {
        votingCode: row.votingCode,
        rollFrozen: frozen,
        overall: voteQuorumProgress(progress),
        issues: progress,
        buildings: buildings
          .map((building) => ({ ...building, nonVoterCount: building.voterCount - building.votedCount }))
          .sort(lagOrder),
        daily: frozen ? dailyParticipation(byDay, row.startDate, row.endDate, core.deps.clock.now()) : [],
      };
    },

    /**
     * The owner's view (GET /v1/owner/quorumProgress): the overall figures only. A vote that is not
     * the owner's community's (or a draft, or unknown) answers 404 as the vote page does; an owner of
     * the community who is not in the vote's frozen roll (or scope, before the start) is refused.
     */
    async ownerProgress(userId: number, votingCode: string): Promise<OwnerQuorumProgressDto> {
      const found = await repo.findByCode(votingCode);
      if (!found || found.votingState === 'DRAFT') throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      // The votes of the communities where the owner holds a house (the owner's vote list).
      const ofCommunity = (await repo.votingsForOwner(userId)).some((row) => row.voting.id === found.id);
      if (!ofCommunity) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const row = await core.ensureFrozen(found);
      if (!(await core.ownerInScope(row, userId))) throw new AppError(403, VOTING_MESSAGES.notInScope);
      return {
        votingCode: row.votingCode,
        rollFrozen: row.rollFrozenAt !== null,
        overall: voteQuorumProgress(await progressOf(row)),
      };
    },
  };
}

export type QuorumTracker = ReturnType<typeof createQuorumTracker>;
