import type { UploadItemStatus } from '@gongzhi/domain/file/upload-enums';
import { type UploadCheck, uploadFieldState } from '@gongzhi/domain/file/upload-rules';
import type { RuleObject } from 'antd/es/form';
import { localizeMessage } from '../../lib/domain-message';
import type { Attachment } from './upload-api';

/**
 * The value of an upload field holds finished attachments only; the items still uploading or
 * failed live inside the field. Each value array the field emits is registered here with the
 * statuses of all its items, so a plain form rule can judge the field from its value alone.
 */
const FIELD_STATUSES = new WeakMap<readonly Attachment[], readonly UploadItemStatus[]>();

export function rememberFieldStatuses(value: readonly Attachment[], statuses: readonly UploadItemStatus[]) {
  FIELD_STATUSES.set(value, statuses);
}

/** SPEC §5 for a field's value: 文件上传中... while any item uploads, 文件上传失败 after a failure. */
export function uploadValueState(value: unknown): UploadCheck {
  if (!Array.isArray(value)) return { valid: true };
  const statuses = FIELD_STATUSES.get(value) ?? [];
  return uploadFieldState(statuses.map((status) => ({ status })));
}

/**
 * Form rule for UploadField and PhoneUpload: blocks submit while a file uploads or after one failed.
 * `rules={[uploadFieldRule]}`, beside `{ required: true }` when a file is needed.
 */
export const uploadFieldRule: RuleObject = {
  validator: async (_rule, value: unknown) => {
    const state = uploadValueState(value);
    if (!state.valid) throw new Error(localizeMessage(state.message));
  },
};
