import { z } from 'zod';
import { YesNo } from '../common/yes-no';
import { AFFAIR_FINISHED, AFFAIR_IN_PROGRESS } from '../gov-community-affair/gov-community-affair-api';
import { fraction } from '../roster/roster-statistics';
import type { VotingState } from '../voting/voting-enums';

/**
 * Government data board (SPEC §7 govDataBoard/*): figures of the communities in the caller's
 * jurisdiction. Rates are fractions in [0, 1]; the web shows them as percentages with one decimal.
 */

/** Optional filter: one community of the jurisdiction (404 outside it). */
export const boardQuery = z.object({ communityInfoCode: z.string().min(1).max(64).optional() });

/** One community of the jurisdiction with its key figures (jurisdictionCommunityInfo). */
export const jurisdictionCommunityDto = z.object({
  communityInfoCode: z.string(),
  communityName: z.string(),
  hasAuth: z.enum(YesNo.values),
  experienceTag: z.enum(YesNo.values),
  organisationState: z.string().nullable(),
  address: z.string().nullable(),
  buildingCount: z.number().int(),
  houseCount: z.number().int(),
  ownerCount: z.number().int(),
  certifiedHouseCount: z.number().int(),
  certificationRate: z.number(),
});
export type JurisdictionCommunityDto = z.infer<typeof jurisdictionCommunityDto>;

const countBy = z.array(z.object({ key: z.string(), count: z.number().int() }));

/** govDataBoard/survey: the totals of the board. */
export const surveyDto = z.object({
  communityCount: z.number().int(),
  certifiedCommunityCount: z.number().int(),
  communityCertificationRate: z.number(),
  houseCount: z.number().int(),
  ownerCount: z.number().int(),
  certifiedHouseCount: z.number().int(),
  houseCertificationRate: z.number(),
  /** Communities by organisation state (SPEC §9 codes; null as NONE). */
  organisationStates: countBy,
  votingInProgress: z.number().int(),
  votingFinished: z.number().int(),
  complaintHandling: z.number().int(),
  complaintHandled: z.number().int(),
});
export type SurveyDto = z.infer<typeof surveyDto>;

/** govDataBoard/usingList: how each community uses the platform. */
export const usingItemDto = z.object({
  communityInfoCode: z.string(),
  communityName: z.string(),
  votingCount: z.number().int(),
  votingInProgress: z.number().int(),
  complaintCount: z.number().int(),
  complaintHandling: z.number().int(),
  certificationRate: z.number(),
});
export type UsingItemDto = z.infer<typeof usingItemDto>;

/** govDataBoard/memberList: government staff of the jurisdiction. */
export const boardMemberDto = z.object({
  ownerName: z.string().nullable(),
  mobile: z.string(),
  level: z.enum(['STREET', 'COMMUNITY']),
  unitName: z.string(),
  position: z.string().nullable(),
  hasGovAuth: z.enum(['YES', 'NO', 'REVIEWING', 'REJECTED']),
});
export type BoardMemberDto = z.infer<typeof boardMemberDto>;

/**
 * Where a vote counts on the board's 表决 card, from its effective state (effectiveVotingState: a vote
 * past its end date or publicity period is judged by the clock, not by its stored state). The buckets
 * are those of the community-affair section, so the two never disagree.
 */
export function votingBoardBucket(state: VotingState): 'IN_PROGRESS' | 'FINISHED' | null {
  if (AFFAIR_IN_PROGRESS.VOTING.includes(state)) return 'IN_PROGRESS';
  if (AFFAIR_FINISHED.VOTING.includes(state)) return 'FINISHED';
  return null;
}

/** A rate of the board: part / whole, 0 when there is nothing. */
export function boardRate(part: number, whole: number): number {
  return fraction(Math.min(part, whole), whole);
}
