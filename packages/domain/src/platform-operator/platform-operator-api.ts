import { z } from 'zod';
import { mobileSchema } from '../account/login-rules';
import { PLATFORM_OPERATOR_REQUIRED } from '../account/platform-operator';
import { requiredTextSchema } from '../common/text-rules';

/**
 * The list of platform operators (ours, docs/contracts/platform-operator.md): who may review
 * government certification and join applications, read site leads and manage this list. The first
 * operator is created by the deployment (`npm run admin -- create-operator`); operators then add and
 * remove each other in the workbench (/manage/platformOperators). Who is an operator is one record,
 * the server table `platform_operators`.
 */

/** Longest operator name; a person's name, as the other contact-name fields allow. */
export const PLATFORM_OPERATOR_NAME_MAX = 30;

export const PLATFORM_OPERATOR_MESSAGES = {
  notOperator: PLATFORM_OPERATOR_REQUIRED,
  alreadyOperator: '该手机号已是平台运营人员',
  notFound: '该手机号不是平台运营人员',
  cannotRemoveSelf: '不能移除自己的平台运营身份，请由其他平台运营人员操作',
  lastOperator: '至少需要保留一名平台运营人员，不能移除最后一名',
  added: '已添加平台运营人员',
  removed: '已移除平台运营人员',
} as const;

export const platformOperatorNameSchema = requiredTextSchema('姓名', PLATFORM_OPERATOR_NAME_MAX);

/**
 * POST /v1/platformOperator/add: the phone of the new operator and their name. A phone without an
 * account gets one under that name; an existing account keeps the name it has (its own or a
 * certified one) and only gets one when it had none.
 */
export const platformOperatorAddInput = z.object({
  mobile: mobileSchema,
  name: platformOperatorNameSchema,
});
export type PlatformOperatorAddInput = z.input<typeof platformOperatorAddInput>;

/** POST /v1/platformOperator/remove: the operator's phone, as the list shows it. */
export const platformOperatorRemoveInput = z.object({ mobile: mobileSchema });
export type PlatformOperatorRemoveInput = z.input<typeof platformOperatorRemoveInput>;

/**
 * One operator as operators see each other. The mobile is shown in full: operators are colleagues
 * who phone each other, the list is closed to everyone else, and the phone is what add and remove
 * name (the public and owner-facing pages never show it).
 */
export const platformOperatorDto = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  mobile: z.string(),
  /** When the person became an operator. */
  gmtCreate: z.string(),
  /** The caller themself (they cannot remove their own role). */
  isSelf: z.boolean(),
});
export type PlatformOperatorDto = z.infer<typeof platformOperatorDto>;
