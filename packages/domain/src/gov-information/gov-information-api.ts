import { z } from 'zod';
import { formatMessage, MESSAGES } from '../common/messages';
import { pagingFields } from '../common/paging';
import { hasRichTextContent, requiredTextSchema } from '../common/text-rules';
import { MAX_UPLOAD_COUNT } from '../file/upload-rules';
import { GovInformationType } from './gov-information-enums';

/** Longest stored rich-text HTML of an information or activity (ours). */
export const GOV_RICH_TEXT_MAX = 100_000;

export const GOV_INFORMATION_MESSAGES = {
  notFound: '信息不存在',
  typeRequired: '请选择信息类型',
  contentRequired: '请输入内容',
  communitiesRequired: '请选择发布范围',
  communityOutside: '小区不存在或不在您的辖区内',
  fileMissing: '附件不存在，请重新上传',
  /** Owners already told must keep seeing it: an edit may widen the audience, never narrow it. */
  audienceNarrowed: '已发布的范围不能缩小，请保留原有的小区',
} as const;

const code = z.string().min(1).max(64);
const pageFields = {
  ...pagingFields(100),
};

/** Rich text sent by the web (sanitised again on the server). */
export const govRichTextSchema = z
  .string({ error: GOV_INFORMATION_MESSAGES.contentRequired })
  .max(GOV_RICH_TEXT_MAX, '内容过长')
  .refine(hasRichTextContent, GOV_INFORMATION_MESSAGES.contentRequired);

/** Target communities: every community of the jurisdiction, or the chosen ones. */
export const govTargetFields = {
  allCommunities: z.boolean().default(false),
  communityInfoCodes: z.array(code).max(1000).default([]),
};

const filesField = z
  .array(code)
  .max(MAX_UPLOAD_COUNT, formatMessage(MESSAGES.tooManyFiles, MAX_UPLOAD_COUNT))
  .default([]);

const informationFields = {
  title: requiredTextSchema('标题', 100),
  informationType: z.enum(GovInformationType.values, { error: GOV_INFORMATION_MESSAGES.typeRequired }),
  content: govRichTextSchema,
  coverId: code.nullable().default(null),
  attachmentIds: filesField,
  ...govTargetFields,
};

const targetsChosen = [
  (value: { allCommunities: boolean; communityInfoCodes: string[] }) =>
    value.allCommunities || value.communityInfoCodes.length > 0,
  { message: GOV_INFORMATION_MESSAGES.communitiesRequired, path: ['communityInfoCodes'] },
] as [
  (value: { allCommunities: boolean; communityInfoCodes: string[] }) => boolean,
  { message: string; path: string[] },
];

/** POST /v1/govInformation/add. */
export const informationAddInput = z.object(informationFields).refine(...targetsChosen);
export type InformationAddInput = z.infer<typeof informationAddInput>;

/** POST /v1/govInformation/update: the whole item again, with the same rules as add. */
export const informationUpdateInput = z
  .object({ informationId: code, ...informationFields })
  .refine(...targetsChosen);
export type InformationUpdateInput = z.infer<typeof informationUpdateInput>;

/** GET /v1/govInformation/list. */
export const informationListInput = z.object({
  title: z.string().max(100).optional(),
  informationType: z.enum(GovInformationType.values).optional(),
  communityInfoCode: code.optional(),
  ...pageFields,
});

export const informationIdInput = z.object({ informationId: code });

/** GET /v1/govInformation/readList. */
export const informationReadListInput = z.object({ informationId: code, ...pageFields });

/** GET /v1/govInformation/ownerList (ours). */
export const ownerInformationListInput = z.object({ communityInfoCode: code.optional(), ...pageFields });

export const govFileDto = z.object({
  attachmentId: z.string(),
  /** Released files are public by this unguessable id, so owners of every target community can open them. */
  pubAttachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type GovFileDto = z.infer<typeof govFileDto>;

export const govTargetCommunityDto = z.object({ communityInfoCode: z.string(), communityName: z.string() });

export const informationDto = z.object({
  informationId: z.string(),
  title: z.string(),
  informationType: z.enum(GovInformationType.values),
  content: z.string(),
  cover: govFileDto.nullable(),
  attachments: z.array(govFileDto),
  allCommunities: z.boolean(),
  communities: z.array(govTargetCommunityDto),
  publisherName: z.string().nullable(),
  gmtCreate: z.string(),
  readCount: z.number().int(),
  /** Owners of the target communities (the reach). */
  ownerCount: z.number().int(),
});
export type InformationDto = z.infer<typeof informationDto>;

export const informationReadDto = z.object({
  ownerName: z.string().nullable(),
  mobile: z.string(),
  communityName: z.string(),
  gmtRead: z.string(),
});
export type InformationReadDto = z.infer<typeof informationReadDto>;

export const informationReadPageDto = z.object({
  list: z.array(informationReadDto),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  readCount: z.number().int(),
  ownerCount: z.number().int(),
});
export type InformationReadPageDto = z.infer<typeof informationReadPageDto>;

/** Reach as a fraction 0..1 (0 when nobody is reached). */
export function readRate(readCount: number, ownerCount: number): number {
  return ownerCount > 0 ? Math.min(1, readCount / ownerCount) : 0;
}
