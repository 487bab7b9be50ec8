import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { richTextSchema, TEXT_MAX_LENGTH, textLength } from '../common/text-rules';
import { ProposalDisplayState, ProposalType } from './proposal-enums';
import { PROPOSAL_MESSAGES } from './proposal-rules';

/**
 * Inputs and DTOs of the proposal calls (SPEC §7 Proposals; owner H5 calls of ours;
 * docs/contracts/proposal.md), shared by the server's route schemas and the web's types.
 * Areas are integers in 0.01 m²; times ISO 8601 with offset.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const proposalId = code;
const { page, size } = pagingFields(10000);
const isoInstant = z.iso.datetime({ offset: true, error: '请选择正确的时间' });

/** Rich text is stored sanitised; this caps what the editor may send (about 30 pages of text). */
export const PROPOSAL_CONTENT_MAX = 50_000;
/** SPEC §9: nine attachments by default. */
export const PROPOSAL_MAX_FILES = 9;

export const proposalTitleSchema = z
  .string({ error: '请填写提案标题' })
  .trim()
  .min(1, '请填写提案标题')
  .refine((value) => textLength(value) <= TEXT_MAX_LENGTH, `提案标题不能超过${TEXT_MAX_LENGTH}个字符`);

export const proposalContentSchema = richTextSchema.refine(
  (value) => value.length <= PROPOSAL_CONTENT_MAX,
  `提案内容不能超过${PROPOSAL_CONTENT_MAX}个字符`,
);

const files = z.array(code).max(PROPOSAL_MAX_FILES, `最多只能上传${PROPOSAL_MAX_FILES}个文件`).default([]);

export const communityInput = z.object({ communityInfoCode });
export const proposalRefInput = z.object({ communityInfoCode, proposalId });

export const proposalListInput = z.object({
  communityInfoCode,
  page,
  size,
  proposalState: z.enum(ProposalDisplayState.values).optional(),
  proposalType: z.enum(ProposalType.values).optional(),
  searchKey: z.string().trim().max(TEXT_MAX_LENGTH).optional(),
});
export type ProposalListInput = z.infer<typeof proposalListInput>;

const proposalBody = {
  title: proposalTitleSchema,
  proposalType: z.enum(ProposalType.values, { error: '请选择提案类型' }),
  content: proposalContentSchema,
  startDate: isoInstant,
  endDate: isoInstant,
  /** Materials (quotes, plans…) as attachment ids. */
  materialAttachments: files,
  /** Scans of paper signature sheets collected offline (SPEC §3 signAttachment). */
  signAttachment: files,
  templateId: code.nullable().optional(),
};

const datesInOrder = (value: { startDate: string; endDate: string }) =>
  Date.parse(value.startDate) < Date.parse(value.endDate);

export const proposalCreateInput = z
  .object({ communityInfoCode, ...proposalBody })
  .refine(datesInOrder, { message: PROPOSAL_MESSAGES.startAfterEnd, path: ['endDate'] });
export type ProposalCreateInput = z.infer<typeof proposalCreateInput>;

export const proposalUpdateInput = z
  .object({ communityInfoCode, proposalId, ...proposalBody })
  .refine(datesInOrder, { message: PROPOSAL_MESSAGES.startAfterEnd, path: ['endDate'] });
export type ProposalUpdateInput = z.infer<typeof proposalUpdateInput>;

export const templateListInput = z.object({
  communityInfoCode,
  proposalType: z.enum(ProposalType.values).optional(),
});
export const templateInfoInput = z.object({ communityInfoCode, templateId: code });

export const fillListInput = z.object({ communityInfoCode, proposalId, page, size });

export const proposalAttachmentDto = z.object({
  attachmentId: z.string(),
  pubAttachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ProposalAttachmentDto = z.infer<typeof proposalAttachmentDto>;

export const signatureShareDto = z.object({
  signedHeads: z.number().int(),
  totalHeads: z.number().int(),
  signedArea: z.number().int(),
  totalArea: z.number().int(),
  headsRate: z.string(),
  areaRate: z.string(),
});

export const CreatorType = ['STAFF', 'OWNER'] as const;
export type CreatorType = (typeof CreatorType)[number];

export const proposalListItemDto = z.object({
  proposalId: z.string(),
  communityInfoCode: z.string(),
  title: z.string(),
  proposalType: z.enum(ProposalType.values),
  proposalTypeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  proposalState: z.enum(ProposalDisplayState.values),
  proposalStateName: z.string(),
  signNum: z.number().int(),
  creatorName: z.string(),
  creatorType: z.enum(CreatorType),
  createdAt: z.string(),
  /** Whether a questionnaire already names it (relationProposalId). */
  relationIntention: z.boolean(),
});
export type ProposalListItemDto = z.infer<typeof proposalListItemDto>;

export const proposalPageDto = z.object({
  list: z.array(proposalListItemDto),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const proposalInfoDto = proposalListItemDto.extend({
  communityName: z.string(),
  content: z.string(),
  templateId: z.string().nullable(),
  materialAttachments: z.array(proposalAttachmentDto),
  signAttachment: z.array(proposalAttachmentDto),
  statistics: signatureShareDto,
});
export type ProposalInfoDto = z.infer<typeof proposalInfoDto>;

export const proposalTemplateItemDto = z.object({
  templateId: z.string(),
  templateName: z.string(),
  proposalType: z.enum(ProposalType.values),
  proposalTypeName: z.string(),
  summary: z.string(),
});
export type ProposalTemplateItemDto = z.infer<typeof proposalTemplateItemDto>;

export const proposalTemplateInfoDto = proposalTemplateItemDto.extend({
  title: z.string(),
  content: z.string(),
});
export type ProposalTemplateInfoDto = z.infer<typeof proposalTemplateInfoDto>;

export const SignType = ['HANDWRITTEN', 'TYPED_NAME'] as const;
export type SignType = (typeof SignType)[number];

export const proposalFillDto = z.object({
  fillId: z.string(),
  /** Masked (maskPersonName). */
  ownerName: z.string(),
  houses: z.array(z.string()),
  /** 0.01 m², the signer's houses in the community. */
  area: z.number().int(),
  signType: z.enum(SignType),
  /** The handwritten signature image (attachment id) or null for a typed-name confirmation. */
  signImage: proposalAttachmentDto.nullable(),
  signedAt: z.string(),
});
export type ProposalFillDto = z.infer<typeof proposalFillDto>;

export const proposalFillPageDto = z.object({
  list: z.array(proposalFillDto),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  statistics: signatureShareDto,
});
export type ProposalFillPageDto = z.infer<typeof proposalFillPageDto>;

// ── owner H5 (ours) ──

export const ownerProposalListInput = z.object({ communityInfoCode: communityInfoCode.optional() });
export const ownerProposalRefInput = z.object({ proposalId });

export const ownerCommunityDto = z.object({
  communityInfoCode: z.string(),
  communityName: z.string(),
  /** Owner motions allowed here and this owner certified (SPEC §6). */
  canCreate: z.boolean(),
});

export const ownerProposalItemDto = proposalListItemDto.extend({
  communityName: z.string(),
  signed: z.boolean(),
});
export type OwnerProposalItemDto = z.infer<typeof ownerProposalItemDto>;

export const ownerProposalListDto = z.object({
  communities: z.array(ownerCommunityDto),
  list: z.array(ownerProposalItemDto),
});
export type OwnerProposalListDto = z.infer<typeof ownerProposalListDto>;

export const ownerProposalInfoDto = ownerProposalItemDto.extend({
  content: z.string(),
  materialAttachments: z.array(proposalAttachmentDto),
  statistics: signatureShareDto,
  canSign: z.boolean(),
  /** Why not, in Chinese, when canSign is false and the owner has not signed. */
  cannotSignReason: z.string().nullable(),
  mySignedAt: z.string().nullable(),
  /** Ours: the caller started this motion, and may still change it / delete it (proposalChangeRefusal). */
  mine: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type OwnerProposalInfoDto = z.infer<typeof ownerProposalInfoDto>;

export const ownerSignInput = z
  .object({
    proposalId,
    signType: z.enum(SignType),
    /** HANDWRITTEN: the attachment id of the signature image the owner uploaded. */
    signImage: code.optional(),
    /** TYPED_NAME: the owner's name as certified. */
    signName: z.string().trim().max(TEXT_MAX_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.signType === 'HANDWRITTEN' && !value.signImage)
      ctx.addIssue({ code: 'custom', message: PROPOSAL_MESSAGES.signImageRequired, path: ['signImage'] });
    if (value.signType === 'TYPED_NAME' && !value.signName)
      ctx.addIssue({ code: 'custom', message: PROPOSAL_MESSAGES.signNameRequired, path: ['signName'] });
  });
export type OwnerSignInput = z.infer<typeof ownerSignInput>;

export const ownerProposalCreateInput = z
  .object({ communityInfoCode, ...proposalBody })
  .refine(datesInOrder, { message: PROPOSAL_MESSAGES.startAfterEnd, path: ['endDate'] });

/** Ours: an owner changes their own motion; the sign sheets (signAttachment) stay as staff set them. */
export const ownerProposalUpdateInput = z
  .object({ proposalId, ...proposalBody })
  .refine(datesInOrder, { message: PROPOSAL_MESSAGES.startAfterEnd, path: ['endDate'] });
export type OwnerProposalUpdateInput = z.infer<typeof ownerProposalUpdateInput>;
