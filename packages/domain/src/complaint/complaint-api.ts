import { z } from 'zod';
import { formatMessage, MESSAGES } from '../common/messages';
import { pagingFields } from '../common/paging';
import { requiredTextSchema } from '../common/text-rules';
import { MAX_UPLOAD_COUNT } from '../file/upload-rules';
import { ComplaintState, ComplaintType } from './complaint-enums';

/** Longest complaint text and reply (ours: a complaint is a paragraph, not a 100-character field). */
export const COMPLAINT_TEXT_MAX = 500;

export const COMPLAINT_MESSAGES = {
  typeRequired: '请选择投诉类型',
  notFound: '投诉不存在',
  alreadyHandled: '该投诉已处理',
  photoMissing: '图片不存在，请重新上传',
  communityNotFound: '小区不存在或您不是该小区业主',
} as const;

const code = z.string().min(1).max(64);

/** POST /v1/govComplaint/ownerCreate (ours): an owner files a complaint from the owner H5. */
export const complaintCreateInput = z.object({
  communityInfoCode: code,
  complaintType: z.enum(ComplaintType.values, { error: COMPLAINT_MESSAGES.typeRequired }),
  content: requiredTextSchema('投诉内容', COMPLAINT_TEXT_MAX),
  photoIds: z
    .array(code)
    .max(MAX_UPLOAD_COUNT, formatMessage(MESSAGES.tooManyFiles, MAX_UPLOAD_COUNT))
    .default([]),
});
export type ComplaintCreateInput = z.infer<typeof complaintCreateInput>;

/** GET /v1/govComplaint/list query. */
export const complaintListInput = z.object({
  communityInfoCode: code.optional(),
  state: z.enum(ComplaintState.values).optional(),
  complaintType: z.enum(ComplaintType.values).optional(),
  ...pagingFields(100),
});

/** POST /v1/govComplaint/handle: HANDLING → HANDLED with a reply the owner sees. */
export const complaintHandleInput = z.object({
  complaintId: code,
  reply: requiredTextSchema('处理回复', COMPLAINT_TEXT_MAX),
});

export const complaintPhotoDto = z.object({
  attachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const complaintDto = z.object({
  complaintId: z.string(),
  communityInfoCode: z.string(),
  communityName: z.string(),
  complaintType: z.enum(ComplaintType.values),
  content: z.string(),
  state: z.enum(ComplaintState.values),
  ownerName: z.string().nullable(),
  mobile: z.string(),
  photos: z.array(complaintPhotoDto),
  reply: z.string().nullable(),
  handlerName: z.string().nullable(),
  gmtCreate: z.string(),
  gmtHandle: z.string().nullable(),
});
export type ComplaintDto = z.infer<typeof complaintDto>;
