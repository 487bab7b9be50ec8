import { labelledEnum } from '../common/labelled-enum';

/**
 * Storage upload types of SPEC §7 (values as the spec gives them). KXCZ is 可信存证, the evidence
 * files of a published result; NO_WATER_TAG files are served without the watermark images get.
 */
export const UploadType = labelledEnum([
  ['TX_VOTING', '表决材料'],
  ['TX_KXCZ', '可信存证文件'],
  ['TX_USER_AVATAR', '用户头像'],
  ['TX_OFFLINE_VOTE', '线下纸质表决票'],
  ['TX_GOV_INFORMATION', '政府信息附件'],
  ['TX_NO_WATER_TAG', '无水印文件'],
] as const);
export type UploadType = (typeof UploadType.values)[number];

/**
 * Status of one item in an upload field. The spec names only uploading and error; DONE is our code
 * for an item that finished, which the field needs to tell "valid" apart.
 */
export const UploadItemStatus = labelledEnum([
  ['UPLOADING', '上传中'],
  ['DONE', '上传成功'],
  ['ERROR', '上传失败'],
] as const);
export type UploadItemStatus = (typeof UploadItemStatus.values)[number];
