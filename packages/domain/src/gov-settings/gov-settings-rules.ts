import { z } from 'zod';
import { idCardNumberSchema } from '../common/id-card';
import { MESSAGES } from '../common/messages';
import { requiredTextSchema } from '../common/text-rules';
import { YesNo } from '../common/yes-no';

/** Labels of the basic-settings fields, which the messages 请填写{label} name (SPEC §5). */
export const BASIC_SETTINGS_LABELS = {
  address: '地址',
  serviceDate: '服务时间',
  contactWay: '联系电话',
} as const;

/** The editable government basic settings (SPEC §3, §5): each text required, at most 100 characters. */
export const basicSettingsFields = z.object({
  address: requiredTextSchema(BASIC_SETTINGS_LABELS.address),
  serviceDate: requiredTextSchema(BASIC_SETTINGS_LABELS.serviceDate),
  contactWay: requiredTextSchema(BASIC_SETTINGS_LABELS.contactWay),
  isOpenYellowPage: z.enum(YesNo.values).default('NO'),
});

/** Save input: the settings plus the codes saying whose settings they are. */
export const saveBasicSettingsInput = basicSettingsFields.extend({
  govCommunityCode: z.string().min(1).nullable().optional(),
  streetCode: z.string().min(1),
});
export type SaveBasicSettingsInput = z.infer<typeof saveBasicSettingsInput>;

/** Labels of the government certification fields. */
export const GOV_CERTIFICATION_LABELS = {
  fillOwnerName: '姓名',
  fillCardNo: '身份证号',
  position: '职务',
} as const;

/**
 * A government certification application (SPEC §3, §5): name, ID number and position required
 * (max 100), at least one work-proof attachment (请上传工作证明).
 */
export const govCertificationInput = z.object({
  fillOwnerName: requiredTextSchema(GOV_CERTIFICATION_LABELS.fillOwnerName),
  fillCardNo: idCardNumberSchema,
  position: requiredTextSchema(GOV_CERTIFICATION_LABELS.position),
  proveFileIds: z
    .array(z.string().min(1), { error: MESSAGES.workProofRequired })
    .min(1, MESSAGES.workProofRequired),
});
export type GovCertificationInput = z.infer<typeof govCertificationInput>;
