import { z } from 'zod';
import { requiredTextSchema } from '../common/text-rules';
import { ArchiveCategory } from './archive-enums';

/**
 * Phone upload requests (issue #28 item 3; docs/contracts/workgroup.md "Archive inbox"): staff of a
 * community ask for files (a purpose, an expiry) and send the link /mobile/uploadfile?request=CODE;
 * files a signed-in phone uploads through it land in the community's archive inbox with the
 * uploader's mobile, where staff file them into an archive category or delete them.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;

export const UPLOAD_REQUEST_PURPOSE_MAX = 100;
/** A request lives at most 90 days. */
export const UPLOAD_REQUEST_MAX_DAYS = 90;
/** Files sent in one submission: the default attachment limit (SPEC §9). */
export const UPLOAD_REQUEST_FILES_PER_CALL = 9;

export const uploadRequestMessages = {
  expiryRequired: '请选择截止时间',
  expiryPast: '截止时间须晚于当前时间',
  expiryTooFar: `截止时间不能超过${UPLOAD_REQUEST_MAX_DAYS}天`,
  unknown: '上传链接无效，请向物业或业委会索取新的链接',
  expired: '上传链接已过期，请向物业或业委会索取新的链接',
  revoked: '上传链接已被撤销，请向物业或业委会索取新的链接',
  requestNotFound: '上传请求不存在',
  filesRequired: '请上传文件',
  fileUnusable: '文件不存在或尚未上传完成',
  inboxNotFound: '收件不存在或已处理',
} as const;

export const UploadRequestState = ['OPEN', 'EXPIRED', 'REVOKED'] as const;
export type UploadRequestState = (typeof UploadRequestState)[number];

/** The state of a request at `now`: revoked wins over expired. */
export function uploadRequestState(
  request: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): UploadRequestState {
  if (request.revokedAt) return 'REVOKED';
  if (request.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'OPEN';
}

/** The refusal shown on the phone for a request that takes no files; null when it is open. */
export function uploadRequestRefusal(state: UploadRequestState | 'UNKNOWN'): string | null {
  if (state === 'OPEN') return null;
  if (state === 'EXPIRED') return uploadRequestMessages.expired;
  if (state === 'REVOKED') return uploadRequestMessages.revoked;
  return uploadRequestMessages.unknown;
}

/** Checks an expiry chosen at `now`; the Chinese message of the refusal, or null. */
export function checkUploadRequestExpiry(expiresAt: Date, now: Date): string | null {
  if (Number.isNaN(expiresAt.getTime())) return uploadRequestMessages.expiryRequired;
  if (expiresAt.getTime() <= now.getTime()) return uploadRequestMessages.expiryPast;
  if (expiresAt.getTime() - now.getTime() > UPLOAD_REQUEST_MAX_DAYS * 86_400_000)
    return uploadRequestMessages.expiryTooFar;
  return null;
}

/** The phone page's path for a request code. */
export function uploadRequestPath(requestCode: string): string {
  return `/mobile/uploadfile?request=${encodeURIComponent(requestCode)}`;
}

export const uploadRequestCreateInput = z.object({
  communityInfoCode,
  purpose: requiredTextSchema('用途说明', UPLOAD_REQUEST_PURPOSE_MAX),
  expiresAt: z.iso.datetime({ offset: true, error: uploadRequestMessages.expiryRequired }),
});

export const uploadRequestListInput = z.object({ communityInfoCode });

export const uploadRequestRevokeInput = z.object({ communityInfoCode, requestCode: code });

export const uploadRequestPublicInput = z.object({ request: z.string().max(128).default('') });

export const uploadRequestSubmitInput = z.object({
  request: code,
  attachmentIds: z
    .array(code, { error: uploadRequestMessages.filesRequired })
    .min(1, uploadRequestMessages.filesRequired)
    .max(UPLOAD_REQUEST_FILES_PER_CALL, `最多只能上传${UPLOAD_REQUEST_FILES_PER_CALL}个文件`),
});

export const archiveInboxListInput = z.object({
  communityInfoCode,
  /** NO (default): waiting to be filed; YES: filed. */
  filed: z.enum(['YES', 'NO']).default('NO'),
});

export const archiveInboxFileInput = z.object({
  communityInfoCode,
  inboxId: code,
  archiveType: z.enum(ArchiveCategory.values, { error: '请选择档案分类' }),
  /** The folder's archiveId; empty for the category root. */
  parentId: z
    .string()
    .max(64)
    .nullish()
    .transform((value) => value || null),
});

export const archiveInboxDeleteInput = z.object({ communityInfoCode, inboxId: code });

export const uploadRequestDto = z.object({
  requestCode: z.string(),
  purpose: z.string(),
  expiresAt: z.string(),
  state: z.enum(UploadRequestState),
  /** The phone page's path (the web adds its origin for the link and QR code). */
  path: z.string(),
  creatorName: z.string().nullable(),
  gmtCreate: z.string(),
  /** Files received through the request. */
  fileCount: z.number().int(),
});
export type UploadRequestDto = z.infer<typeof uploadRequestDto>;

/** What the phone page shows before uploading. */
export const uploadRequestPublicDto = z.object({
  requestCode: z.string(),
  communityName: z.string(),
  purpose: z.string(),
  expiresAt: z.string(),
});
export type UploadRequestPublicDto = z.infer<typeof uploadRequestPublicDto>;

export const archiveInboxItemDto = z.object({
  inboxId: z.string(),
  requestCode: z.string(),
  purpose: z.string(),
  /** Masked (138****0001) unless the reader may manage owners. */
  uploaderMobile: z.string(),
  file: z.object({
    attachmentId: z.string(),
    sourceName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
  }),
  gmtCreate: z.string(),
  filed: z.enum(['YES', 'NO']),
  /** The archive entry it was filed as. */
  archiveId: z.string().nullable(),
  archiveType: z.enum(ArchiveCategory.values).nullable(),
});
export type ArchiveInboxItemDto = z.infer<typeof archiveInboxItemDto>;

export const archiveInboxListDto = z.object({ list: z.array(archiveInboxItemDto), total: z.number().int() });
export type ArchiveInboxListDto = z.infer<typeof archiveInboxListDto>;
