import { z } from 'zod';
import { MESSAGES } from '../common/messages';
import { pagingFields } from '../common/paging';
import { hasRichTextContent } from '../common/text-rules';
import { FinanceAccountType } from '../finance/finance-enums';
import { NoticeType } from './notice-enums';
import { NOTICE_CONTENT_MAX, NOTICE_MATERIAL_MAX, parsePublicityDate } from './notice-rules';

/**
 * Inputs and DTOs of the notice calls (SPEC §7 Notices; owner H5 calls are ours;
 * docs/contracts/notice.md), shared by the server's route schemas and the web's types.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const { page, size } = pagingFields(10000);
const searchKey = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const noticeTitleSchema = z
  .string({ error: '请填写公告标题' })
  .trim()
  .min(1, '请填写公告标题')
  .max(100, '公告标题不能超过100字');

export const publicityDateSchema = z.string({ error: '请选择公示日期' }).transform((value, context) => {
  const date = parsePublicityDate(value);
  if (!date) {
    context.addIssue({ code: 'custom', message: '公示日期格式应为YYYY-MM-DD（当日零点）' });
    return z.NEVER;
  }
  return date;
});

export const supplementFinanceSchema = z
  .object({
    financeAccountType: z.enum(FinanceAccountType.values, { error: '请选择财务账户类型' }),
    otherTypeName: z
      .string()
      .trim()
      .max(100, '其他类型名称不能超过100字')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((value) => value.financeAccountType !== 'OTHER' || Boolean(value.otherTypeName), {
    message: '请填写其他类型名称',
    path: ['otherTypeName'],
  });

const contentText = z.string().max(NOTICE_CONTENT_MAX, `内容不能超过${NOTICE_CONTENT_MAX}字符`);

const noticeBody = {
  communityInfoCode,
  /** Given when a saved draft is published or saved again. */
  communityNoticeCode: code.optional(),
  title: noticeTitleSchema,
  noticeType: z.enum(NoticeType.values, { error: '请选择公告类型' }),
  material: z.array(code).max(NOTICE_MATERIAL_MAX, `最多上传${NOTICE_MATERIAL_MAX}个附件`).default([]),
  supplementFinance: supplementFinanceSchema.nullish().transform((value) => value ?? null),
};

/** create: publishes at once; the content must be filled in (SPEC §5 请输入内容). */
export const noticeCreateInput = z.object({
  ...noticeBody,
  content: contentText.refine(hasRichTextContent, MESSAGES.contentRequired),
  publicityDate: publicityDateSchema,
});

/** createDraft: title needed; content and date may wait. */
export const noticeDraftInput = z.object({
  ...noticeBody,
  content: contentText.default(''),
  publicityDate: publicityDateSchema.nullish().transform((value) => value ?? null),
});

export const noticeListInput = z.object({
  communityInfoCode,
  page,
  size,
  searchKey,
  noticeType: z.enum(NoticeType.values).optional(),
  isDraft: z.enum(['YES', 'NO']).optional(),
});
export const noticeRefInput = z.object({ communityInfoCode, communityNoticeCode: code });
export const noticeReadListInput = z.object({
  communityInfoCode,
  communityNoticeCode: code,
  page,
  size,
  searchKey,
});
export const noticeTemplateListInput = z.object({
  communityInfoCode,
  noticeType: z.enum(NoticeType.values).optional(),
});
export const noticeTemplateInfoInput = z.object({ communityInfoCode, templateId: code });

export const noticeAttachmentDto = z.object({
  attachmentId: z.string(),
  pubAttachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type NoticeAttachmentDto = z.infer<typeof noticeAttachmentDto>;

const supplementDto = z
  .object({ financeAccountType: z.enum(FinanceAccountType.values), otherTypeName: z.string().nullable() })
  .nullable();

export const noticeListItemDto = z.object({
  communityNoticeCode: z.string(),
  title: z.string(),
  noticeType: z.enum(NoticeType.values),
  noticeTypeName: z.string(),
  isDraft: z.enum(['YES', 'NO']),
  /** When it was published (ISO instant); null for drafts. */
  releaseDate: z.string().nullable(),
  publicityDate: z.string().nullable(),
  creatorName: z.string().nullable(),
  readCount: z.number().int(),
  ownerCount: z.number().int(),
  gmtModified: z.string(),
});
export type NoticeListItemDto = z.infer<typeof noticeListItemDto>;

export const noticeDto = noticeListItemDto.extend({
  content: z.string(),
  material: z.array(z.string()),
  materialAttachments: z.array(noticeAttachmentDto),
  supplementFinance: supplementDto,
  communityName: z.string(),
});
export type NoticeDto = z.infer<typeof noticeDto>;

export const noticeReaderDto = z.object({
  userId: z.string(),
  ownerName: z.string().nullable(),
  /** Masked: 139****0001. */
  mobile: z.string(),
  houses: z.array(z.string()),
  readTime: z.string(),
});
export type NoticeReaderDto = z.infer<typeof noticeReaderDto>;

export const noticeReadListDto = z.object({
  list: z.array(noticeReaderDto),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  readCount: z.number().int(),
  ownerCount: z.number().int(),
  /** readCount / ownerCount as a fraction (0 when the community has no owners). */
  readRate: z.number(),
});
export type NoticeReadListDto = z.infer<typeof noticeReadListDto>;

export const noticeTemplateItemDto = z.object({
  templateId: z.string(),
  templateName: z.string(),
  noticeType: z.enum(NoticeType.values),
});
export type NoticeTemplateItemDto = z.infer<typeof noticeTemplateItemDto>;
export const noticeTemplateDto = noticeTemplateItemDto.extend({ title: z.string(), content: z.string() });
export type NoticeTemplateDto = z.infer<typeof noticeTemplateDto>;

/** Owner H5 (ours): published notices of the owner's communities. */
export const ownerNoticeItemDto = z.object({
  communityNoticeCode: z.string(),
  communityInfoCode: z.string(),
  communityName: z.string(),
  title: z.string(),
  noticeType: z.enum(NoticeType.values),
  noticeTypeName: z.string(),
  releaseDate: z.string(),
  publicityDate: z.string().nullable(),
  hasRead: z.enum(['YES', 'NO']),
});
export type OwnerNoticeItemDto = z.infer<typeof ownerNoticeItemDto>;
export const ownerNoticeRefInput = z.object({ communityNoticeCode: code });
export const ownerNoticeDto = ownerNoticeItemDto.extend({
  content: z.string(),
  materialAttachments: z.array(noticeAttachmentDto),
  supplementFinance: supplementDto,
  readTime: z.string(),
});
export type OwnerNoticeDto = z.infer<typeof ownerNoticeDto>;
