import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { VotingState } from '../voting/voting-enums';

/**
 * Government views of community affairs (SPEC §7 govCommunityAffair/*, govWorkStatistics/*):
 * votes, quick resolutions, questionnaires and proposals of the communities in the caller's
 * jurisdiction, and the work statistics, over an optional period. Payloads are ours
 * (docs/contracts/gov-community-affair.md).
 */

export const GOV_PERIOD_MESSAGES = {
  dateInvalid: '请选择正确的日期',
  periodOrder: '开始日期不能晚于结束日期',
  periodBoth: '请同时选择开始日期和结束日期',
} as const;

/** A calendar day in China time, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, GOV_PERIOD_MESSAGES.dateInvalid);
const code = z.string().min(1).max(64);

/** The period runs from the start of `startDate` to the end of `endDate` (both China days, inclusive). */
const periodFields = {
  communityInfoCode: code.optional(),
  startDate: day.optional(),
  endDate: day.optional(),
};

/** Whether YYYY-MM-DD names a real day (Date would roll 02-31 over into March). */
function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function checkPeriod(value: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  const { startDate, endDate } = value;
  if ((startDate === undefined) !== (endDate === undefined)) {
    ctx.addIssue({ code: 'custom', message: GOV_PERIOD_MESSAGES.periodBoth, path: ['startDate'] });
    return;
  }
  for (const [key, text] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (text !== undefined && !isCalendarDay(text))
      ctx.addIssue({ code: 'custom', message: GOV_PERIOD_MESSAGES.dateInvalid, path: [key] });
  }
  if (startDate !== undefined && endDate !== undefined && startDate > endDate)
    ctx.addIssue({ code: 'custom', message: GOV_PERIOD_MESSAGES.periodOrder, path: ['endDate'] });
}

/** Query of every *Board call and of the work statistics: community and period filters. */
export const govPeriodQuery = z.object(periodFields).superRefine(checkPeriod);
export type GovPeriodQuery = z.infer<typeof govPeriodQuery>;

/** Query of every *List call. `state` is one of the kind's display states (see AFFAIR_STATES). */
export const affairListQuery = z
  .object({
    ...periodFields,
    state: z.string().min(1).max(32).optional(),
    title: z.string().max(100).optional(),
    ...pagingFields(100),
  })
  .superRefine(checkPeriod);
export type AffairListQuery = z.infer<typeof affairListQuery>;

/** The instants bounding a period: [from, to) with `to` the start of the day after endDate. */
export function periodBounds(query: {
  startDate?: string;
  endDate?: string;
}): { from: Date; to: Date } | null {
  if (!query.startDate || !query.endDate) return null;
  const from = new Date(`${query.startDate}T00:00:00+08:00`);
  const to = new Date(new Date(`${query.endDate}T00:00:00+08:00`).getTime() + 86_400_000);
  return { from, to };
}

export const AffairKind = ['VOTING', 'ISSUE_QUICK', 'INTENTION', 'PROPOSAL'] as const;
export type AffairKind = (typeof AffairKind)[number];

/** The display states each kind is counted by (drafts are the community's own business: never shown). */
export const AFFAIR_STATES: Record<AffairKind, readonly string[]> = {
  VOTING: VotingState.values.filter((state) => state !== 'DRAFT'),
  ISSUE_QUICK: ['NOT_STARTED', 'IN_PROGRESS', 'ENDED'],
  INTENTION: ['NOT_STARTED', 'IN_PROGRESS', 'ENDED'],
  PROPOSAL: ['NOT_STARTED', 'IN_PROGRESS', 'ENDED'],
};

/** Which display states count as "in progress" and as "finished" on the board. */
export const AFFAIR_IN_PROGRESS: Record<AffairKind, readonly string[]> = {
  VOTING: ['PROCESSING'],
  ISSUE_QUICK: ['IN_PROGRESS'],
  INTENTION: ['IN_PROGRESS'],
  PROPOSAL: ['IN_PROGRESS'],
};
export const AFFAIR_FINISHED: Record<AffairKind, readonly string[]> = {
  VOTING: ['FINISH', 'FINISH_NO_ANNOUNCEMENT'],
  ISSUE_QUICK: ['ENDED'],
  INTENTION: ['ENDED'],
  PROPOSAL: ['ENDED'],
};

const countBy = z.array(z.object({ key: z.string(), count: z.number().int() }));

/** One community's row on a board. */
export const affairCommunityDto = z.object({
  communityInfoCode: z.string(),
  communityName: z.string(),
  total: z.number().int(),
  inProgress: z.number().int(),
  finished: z.number().int(),
  participantCount: z.number().int(),
});

/**
 * votingBoard, issueQuickBoard, intentionSolicitationBoard, proposalBoard. `participantCount` is
 * ballots (votes), answers (quick resolutions, questionnaires) or signatures (proposals);
 * `eligibleCount` and `participationRate` only for votes (voters on the frozen rolls), else null.
 */
export const affairBoardDto = z.object({
  total: z.number().int(),
  inProgress: z.number().int(),
  finished: z.number().int(),
  states: countBy,
  participantCount: z.number().int(),
  eligibleCount: z.number().int().nullable(),
  participationRate: z.number().nullable(),
  communities: z.array(affairCommunityDto),
});
export type AffairBoardDto = z.infer<typeof affairBoardDto>;

/** One item of votingList, issueQuickList, intentionList, proposalList. */
export const affairItemDto = z.object({
  /** votingCode, issueQuickCode, solicitation code or proposalCode. */
  id: z.string(),
  title: z.string(),
  communityInfoCode: z.string(),
  communityName: z.string(),
  state: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  participantCount: z.number().int(),
  eligibleCount: z.number().int().nullable(),
  participationRate: z.number().nullable(),
});
export type AffairItemDto = z.infer<typeof affairItemDto>;

/** A labelled count per period bucket (a month, YYYY-MM, China time). */
const monthly = z.array(z.object({ month: z.string(), count: z.number().int() }));

/** govWorkStatistics/complaintHandle. Hours run from filing to handling. */
export const complaintHandleStatDto = z.object({
  total: z.number().int(),
  handled: z.number().int(),
  handling: z.number().int(),
  handledRate: z.number(),
  averageHours: z.number().nullable(),
  medianHours: z.number().nullable(),
  byType: countBy,
  filedByMonth: monthly,
  handledByMonth: monthly,
  communities: z.array(
    z.object({
      communityInfoCode: z.string(),
      communityName: z.string(),
      total: z.number().int(),
      handled: z.number().int(),
      averageHours: z.number().nullable(),
    }),
  ),
});
export type ComplaintHandleStatDto = z.infer<typeof complaintHandleStatDto>;

/** govWorkStatistics/informationRelease. Reach = read receipts / owners of the target communities. */
export const informationReleaseStatDto = z.object({
  releaseCount: z.number().int(),
  readCount: z.number().int(),
  ownerCount: z.number().int(),
  readRate: z.number(),
  byType: countBy,
  releasesByMonth: monthly,
  items: z.array(
    z.object({
      informationId: z.string(),
      title: z.string(),
      informationType: z.string(),
      gmtCreate: z.string(),
      readCount: z.number().int(),
      ownerCount: z.number().int(),
      readRate: z.number(),
    }),
  ),
});
export type InformationReleaseStatDto = z.infer<typeof informationReleaseStatDto>;

/** Hours between two instants, one decimal. */
export function hoursBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / 360_000) / 10;
}

/** Average and median of a list of hours (one decimal), null when empty. */
export function hourFigures(hours: readonly number[]): { average: number | null; median: number | null } {
  if (hours.length === 0) return { average: null, median: null };
  const sorted = [...hours].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  const average = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { average: Math.round(average * 10) / 10, median: Math.round(median * 10) / 10 };
}

/** The China-time month (YYYY-MM) of an instant. */
export function chinaMonth(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}
