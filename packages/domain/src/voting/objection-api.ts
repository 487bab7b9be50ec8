import { z } from 'zod';
import { OBJECTION_MESSAGES, ObjectionDecision, ObjectionState, ResultStatus } from './objection';

// Objection-period calls and DTOs (issue #22 item 4; docs/contracts/voting.md "Objection period").

const code = z.string().min(1).max(64);
const reasonText = (required: string) => z.string().trim().min(1, required).max(1000, '不能超过1000字');

/** POST /v1/owner/voteObjection: an owner in scope objects to the preliminary result. */
export const ownerObjectionInput = z.object({
  votingCode: code,
  reason: reasonText(OBJECTION_MESSAGES.reasonRequired),
  attachments: z.array(code).max(9, '附件最多9个').default([]),
});

/** GET /v1/owner/voteObjections: the caller's own objections with the committee's answers. */
export const ownerObjectionListInput = z.object({ votingCode: code });

/** POST /v1/voting/objectionList: every objection of a vote (staff). */
export const objectionListInput = z.object({ communityInfoCode: code, votingCode: code });

/** POST /v1/voting/objectionAnswer: accept (a correction) or reject, with reasons either way. */
export const objectionAnswerInput = z.object({
  communityInfoCode: code,
  votingCode: code,
  objectionId: code,
  decision: z.enum(ObjectionDecision.values),
  answer: reasonText(OBJECTION_MESSAGES.answerRequired),
});

export const objectionDto = z.object({
  objectionId: z.string(),
  state: z.enum(ObjectionState.values),
  stateName: z.string(),
  reason: z.string(),
  attachments: z.array(z.string()),
  /** The objector's houses in the vote's scope (their own page, and the committee). */
  houseNames: z.array(z.string()),
  raisedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Chain hash of the OBJECTION_RAISED entry. */
  chainHash: z.string(),
});
export type ObjectionDto = z.infer<typeof objectionDto>;

/** The staff list adds who objected (name, mobile) and who answered. */
export const staffObjectionDto = objectionDto.extend({
  ownerName: z.string(),
  mobile: z.string(),
  answeredBy: z.string().nullable(),
});

/** The period of a published result, in every result DTO (staff, member, public, owner). */
export const objectionPeriodDto = z.object({
  status: z.enum(ResultStatus.values),
  statusName: z.string(),
  days: z.number().int().nullable(),
  endsAt: z.string().nullable(),
  finalAt: z.string().nullable(),
  /** Whether owners may object now. */
  open: z.boolean(),
  objectionCount: z.number().int(),
  openObjectionCount: z.number().int(),
});
export type ObjectionPeriodDto = z.infer<typeof objectionPeriodDto>;
