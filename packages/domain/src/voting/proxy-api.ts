import { z } from 'zod';
import { ProxySource, proxyMobileSchema, proxyNameSchema, proxyRelationSchema } from './proxy';
import { ballotReceiptDto, votingIssueDto } from './voting-api';
import { VoteChoice } from './voting-settings';

// Proxy voting calls (issue #22 item 5; docs/contracts/voting.md "Proxy voting").

const code = z.string().min(1).max(64);
const proxyFields = {
  proxyMobile: proxyMobileSchema,
  proxyName: proxyNameSchema,
  proxyRelation: proxyRelationSchema,
};

/** POST /v1/owner/proxyAppoint: the owner names a proxy for this vote and signs (an uploaded signature image). */
export const ownerProxyAppointInput = z.object({
  votingCode: code,
  ...proxyFields,
  signatureFile: z.string().min(1, '请签名后再提交').max(64),
});

/** POST /v1/owner/proxyRevoke and POST /v1/voting/proxyRevoke. */
export const ownerProxyRefInput = z.object({ proxyCode: code });
export const staffProxyRefInput = z.object({ communityInfoCode: code, votingCode: code, proxyCode: code });

/** POST /v1/voting/proxyPaper: staff record a paper 授权委托书 (principal by a house on the roll). */
export const staffProxyPaperInput = z.object({
  communityInfoCode: code,
  votingCode: code,
  houseCode: code,
  principalName: z.string().trim().min(1, '请填写委托人姓名').max(30, '委托人姓名不能超过30字'),
  ...proxyFields,
  paperFile: z.string().min(1, '请上传纸质授权委托书').max(64),
});

/** GET /v1/owner/proxyVoteInfo and POST /v1/owner/proxyCastVote. */
export const proxyVoteRefInput = z.object({ votingCode: code, proxyCode: code });
export const proxyCastVoteInput = proxyVoteRefInput.extend({
  choices: z.record(z.string(), z.enum(VoteChoice.values).nullable()),
});

export const ProxyState = ['ACTIVE', 'REVOKED', 'CAST'] as const;
export type ProxyState = (typeof ProxyState)[number];

/** One authorisation as its principal and the staff see it. */
export const proxyAuthorizationDto = z.object({
  proxyCode: z.string(),
  votingCode: z.string(),
  principalName: z.string(),
  houses: z.array(z.string()),
  proxyMobile: z.string(),
  proxyName: z.string(),
  proxyRelation: z.string(),
  source: z.enum(ProxySource.values),
  sourceName: z.string(),
  /** Attachment code of the signature or the paper letter. */
  file: z.string().nullable(),
  state: z.enum(ProxyState),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  castAt: z.string().nullable(),
});

/** GET /v1/owner/voteProxy: the vote's proxy setting and the owner's authorisations in it. */
export const ownerVoteProxyDto = z.object({
  proxyVoting: z.boolean(),
  proxyMaxPrincipals: z.number().int(),
  /** Whether the owner may name a proxy now (open vote, not voted, none active). */
  canAppoint: z.boolean(),
  cannotAppointReason: z.string().nullable(),
  mine: z.array(proxyAuthorizationDto),
});

/** One principal a proxy may vote for (GET /v1/owner/proxyVotes): the principal's name masked. */
export const proxyVoteItemDto = z.object({
  proxyCode: z.string(),
  votingCode: z.string(),
  communityName: z.string(),
  title: z.string(),
  votingStateName: z.string(),
  endDate: z.string().nullable(),
  principalName: z.string(),
  houses: z.array(z.string()),
  canCast: z.boolean(),
  cannotCastReason: z.string().nullable(),
  castAt: z.string().nullable(),
});

export const proxyVoteInfoDto = proxyVoteItemDto.extend({
  description: z.string(),
  issues: z.array(votingIssueDto),
  myBallot: ballotReceiptDto.nullable(),
});
