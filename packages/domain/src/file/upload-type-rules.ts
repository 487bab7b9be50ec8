import { z } from 'zod';
import { formatMessage, MESSAGES } from '../common/messages';
import { formatFileSize } from './file-size';
import { fileExtension, IMAGE_EXTENSIONS } from './file-types';
import { UploadType } from './upload-enums';
import {
  checkUploadKind,
  checkUploadSize,
  GOV_PROOF_MAX_UPLOAD_SIZE,
  generatePresignedUrlInput,
  MAX_UPLOAD_SIZE,
  type UploadCheck,
  type UploadKind,
} from './upload-rules';

/** What the server accepts for each upload type of SPEC §7. */
export type UploadTypeRule = { kind: UploadKind; maxSize: number; publicByDefault: boolean };

/**
 * Per-type rules. TX_GOV_INFORMATION carries government uploads, the work proof of government
 * certification among them, so it takes the 100 MB proof limit (SPEC §5, §9); avatars are pictures
 * and public (they show on other people's pages); every other type is any file up to 20 MB.
 */
export const UPLOAD_TYPE_RULES: Readonly<Record<UploadType, UploadTypeRule>> = {
  TX_VOTING: { kind: 'any', maxSize: MAX_UPLOAD_SIZE, publicByDefault: false },
  TX_KXCZ: { kind: 'any', maxSize: MAX_UPLOAD_SIZE, publicByDefault: false },
  TX_USER_AVATAR: { kind: 'image', maxSize: MAX_UPLOAD_SIZE, publicByDefault: true },
  TX_OFFLINE_VOTE: { kind: 'any', maxSize: MAX_UPLOAD_SIZE, publicByDefault: false },
  TX_GOV_INFORMATION: { kind: 'any', maxSize: GOV_PROOF_MAX_UPLOAD_SIZE, publicByDefault: false },
  TX_NO_WATER_TAG: { kind: 'any', maxSize: MAX_UPLOAD_SIZE, publicByDefault: false },
};

/** Messages of the server-side upload checks that the spec does not word. */
export const UPLOAD_MESSAGES = {
  emptyFile: '不能上传空文件',
  badFileName: '文件名不合法：不能包含路径或控制字符，且不能超过255个字符',
  extensionNotAllowed: '不支持上传该类型的文件（.{0}）',
  contentMismatch: '文件内容与扩展名不符，请上传真实的.{0}文件',
  sizeMismatch: '上传的文件大小与申请时不一致',
  uploadUrlExpired: '上传地址已过期，请重新上传',
  uploadUrlUsed: '上传地址已失效，请重新上传',
} as const;

/** Longest accepted file name, as generatePresignedUrlInput allows. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * Extensions an attachment may have: the images of SPEC §9, the documents and media its file-type
 * icons name, and plain text. Anything else (exe, bat, sh, html, js…) is refused by name before a
 * byte is sent.
 */
export const ATTACHMENT_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  'pdf',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'zip',
  'mp4',
  'wma',
  'avi',
  'mpeg',
  'wav',
  'mp3',
  'txt',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export function isAttachmentExtension(extension: string): extension is AttachmentExtension {
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** Controls (C0, DEL, C1) and the bidi overrides that disguise an extension ("gnp.exe" shown reversed). */
function isUnsafeNameChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * A name the uploader chose is only ever shown and sent back in Content-Disposition, but it must
 * still be one plain name: no directory parts, no `..`, no control characters, at most 255
 * characters.
 */
export function checkSourceName(sourceName: string): UploadCheck {
  const bad = { valid: false, message: UPLOAD_MESSAGES.badFileName } as const;
  if (sourceName.length === 0 || sourceName.length > MAX_FILE_NAME_LENGTH) return bad;
  if (/[/\\]/.test(sourceName) || sourceName.includes('..') || [...sourceName].some(isUnsafeNameChar))
    return bad;
  if (sourceName.trim() !== sourceName) return bad;
  return { valid: true };
}

/**
 * Everything the server checks before signing an upload (DESIGN §9), in the order a person can
 * act on: the name, the type's kind (pictures only for avatars), the extension, then the size
 * (zero refused; the type's limit, a file of exactly the limit accepted).
 */
export function checkPresignRequest(request: {
  sourceName: string;
  uploadType: UploadType;
  size: number;
}): UploadCheck {
  const rule = UPLOAD_TYPE_RULES[request.uploadType];
  const name = checkSourceName(request.sourceName);
  if (!name.valid) return name;
  const kind = checkUploadKind(request.sourceName, rule.kind);
  if (!kind.valid) return kind;
  const extension = fileExtension(request.sourceName);
  if (!isAttachmentExtension(extension)) {
    return { valid: false, message: formatMessage(UPLOAD_MESSAGES.extensionNotAllowed, extension || '无') };
  }
  if (request.size <= 0) return { valid: false, message: UPLOAD_MESSAGES.emptyFile };
  return checkUploadSize(request.size, rule.maxSize);
}

/**
 * Input of POST /v1/api/cos/generatePresignedUrl as the server reads it: the spec's fields plus
 * the community the file belongs to and whether it may be fetched without a token.
 */
export const presignRequestInput = generatePresignedUrlInput.extend({
  communityInfoCode: z.string().min(1).max(64).optional(),
  isPublic: z.boolean().optional(),
});
export type PresignRequestInput = z.infer<typeof presignRequestInput>;

/** The limit message of a type, for clients that show it before choosing a file. */
export function uploadLimitText(uploadType: UploadType): string {
  return formatMessage(MESSAGES.fileTooLarge, formatFileSize(UPLOAD_TYPE_RULES[uploadType].maxSize));
}

/** Upload types as the API lists them. */
export const UPLOAD_TYPES = UploadType.values;
