import { IMAGE_ACCEPT, isImageFileName } from '@gongzhi/domain/file/file-types';
import type { UploadType } from '@gongzhi/domain/file/upload-enums';
import { MAX_UPLOAD_COUNT, type UploadKind } from '@gongzhi/domain/file/upload-rules';
import { UPLOAD_TYPE_RULES } from '@gongzhi/domain/file/upload-type-rules';

export type LimitProps = {
  uploadType: UploadType;
  /** Pictures only (picture-card fields, avatar-like phone uploads). */
  images?: boolean;
  maxCount?: number;
  maxSize?: number;
  accept?: string;
};

export type ResolvedLimits = { kind: UploadKind; maxCount: number; maxSize: number; accept?: string };

/** A field's limits: its own props, else the upload type's domain rule, else SPEC §9 defaults. */
export function resolveLimits(props: LimitProps): ResolvedLimits {
  const rule = UPLOAD_TYPE_RULES[props.uploadType];
  const kind: UploadKind = props.images ? 'image' : rule.kind;
  return {
    kind,
    maxCount: props.maxCount ?? MAX_UPLOAD_COUNT,
    maxSize: Math.min(props.maxSize ?? rule.maxSize, rule.maxSize),
    accept: props.accept ?? (kind === 'image' ? IMAGE_ACCEPT : undefined),
  };
}

/** Whether a browser can show the file as a picture (PSD and TIFF are images it cannot draw). */
export function isPreviewableImage(name: string, contentType?: string): boolean {
  const type = (contentType ?? '').toLowerCase();
  if (type === 'image/vnd.adobe.photoshop' || type === 'image/tiff') return false;
  return isImageFileName(name) && !/\.(psd|tiff)$/i.test(name);
}
