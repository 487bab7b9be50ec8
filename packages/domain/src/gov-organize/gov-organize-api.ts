import { z } from 'zod';
import { GovLevel } from '../account/account-enums';
import { requiredTextSchema, textLength } from '../common/text-rules';

/**
 * The government organisation's own profile (SPEC §7 govOrganize/info, update), a government
 * organisation's application to join the platform (govJoinRecord/submit) and a government user's
 * choice of unit (owner/updateGovInfo). Fields are ours: the spec names the calls only
 * (docs/contracts/government.md).
 */

export const GOV_ORGANIZE_MESSAGES = {
  unitUnknown: '所选街道或社区不存在',
  unitLocked: '您已提交政府认证，所属单位不能修改',
  joinReceived: '提交成功，我们将在2个工作日内与您联系',
  levelRequired: '请选择机构级别',
} as const;

/** Longest introduction of an organisation or remark of a join application. */
export const GOV_INTRO_MAX = 500;

const optionalLongText = (label: string) =>
  z
    .string()
    .trim()
    .max(10_000)
    .refine((value) => textLength(value) <= GOV_INTRO_MAX, `${label}不能超过${GOV_INTRO_MAX}个字符`)
    .default('');

/** Office phone or mobile: digits with an optional area-code dash or extension. */
export const govPhoneSchema = z
  .string({ error: '请填写联系电话' })
  .trim()
  .min(1, '请填写联系电话')
  .regex(/^(?:1\d{10}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|\d{7,8})$/, '请填写正确的联系电话');

/** POST /v1/govOrganize/update: the profile of the caller's own unit; the level is the unit's. */
export const govOrganizeUpdateInput = z.object({
  organizeName: requiredTextSchema('机构名称', 100),
  address: requiredTextSchema('办公地址', 100),
  contactName: requiredTextSchema('联系人', 100),
  contactPhone: govPhoneSchema,
  intro: optionalLongText('机构简介'),
});
export type GovOrganizeUpdateInput = z.infer<typeof govOrganizeUpdateInput>;

export const govOrganizeDto = z.object({
  /** The unit: a street, or a 社区 of it. */
  level: z.enum(GovLevel.values),
  streetCode: z.string(),
  streetName: z.string(),
  govCommunityCode: z.string().nullable(),
  govCommunityName: z.string().nullable(),
  organizeName: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  intro: z.string(),
  /** Communities of the jurisdiction, for the profile card. */
  communityCount: z.number().int(),
  gmtModified: z.string().nullable(),
});
export type GovOrganizeDto = z.infer<typeof govOrganizeDto>;

/** POST /v1/govJoinRecord/submit: the public join form (gov-join-apply.ts). */
export { type GovJoinRecordSubmitInput, govJoinRecordSubmitInput } from './gov-join-apply';

export const govJoinRecordDto = z.object({ joinRecordId: z.string() });

/**
 * POST /v1/owner/updateGovInfo: a government user names the unit they work for (SPEC §3 govInfo);
 * without a 社区 code the unit is the street. Only before certification (NO or REJECTED).
 */
export const updateGovInfoInput = z.object({
  streetCode: requiredTextSchema('所属街道', 64),
  govCommunityCode: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null),
});
export type UpdateGovInfoInput = z.infer<typeof updateGovInfoInput>;

export const govInfoResultDto = z.object({
  streetName: z.string(),
  streetCode: z.string(),
  govCommunityName: z.string().nullable(),
  govCommunityCode: z.string().nullable(),
});
