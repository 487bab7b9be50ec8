import { z } from 'zod';
import { mobileSchema } from '../account/login-rules';
import { labelledEnum } from '../common/labelled-enum';
import { pagingFields } from '../common/paging';
import { requiredTextSchema, textLength } from '../common/text-rules';

/** Who is asking on the public contact form (ours; SPEC §9 leaves the customer-source values unshown). */
export const CustomerIdentity = labelledEnum([
  ['COMMITTEE', '业主委员会成员'],
  ['PREPARE_GROUP', '筹备组成员'],
  ['OWNER', '业主'],
  ['PROPERTY', '物业服务企业'],
  ['GOVERNMENT', '街道或社区工作人员'],
  ['OTHER', '其他'],
] as const);
export type CustomerIdentity = (typeof CustomerIdentity.values)[number];

/** The page the lead was sent from (ours). */
export const CustomerClueSource = labelledEnum([
  ['CONTACT_PAGE', '联系我们页面'],
  ['OTHER', '其他页面'],
] as const);

/** Longest message a visitor may leave on the contact form. */
export const CLUE_CONTENT_MAX = 500;

export const customerClueAddInput = z.object({
  name: requiredTextSchema('姓名', 30),
  mobile: mobileSchema,
  identity: z.enum(CustomerIdentity.values, { error: '请选择您的身份' }),
  communityName: requiredTextSchema('小区名称', 100),
  city: z
    .string()
    .trim()
    .max(50, '所在城市最多50个字')
    .optional()
    .transform((value) => value || undefined),
  content: z
    .string()
    .trim()
    .refine((value) => textLength(value) <= CLUE_CONTENT_MAX, `留言最多${CLUE_CONTENT_MAX}个字`)
    .optional()
    .transform((value) => value || undefined),
  source: z.enum(CustomerClueSource.values).default('CONTACT_PAGE'),
});
export type CustomerClueAddInput = z.input<typeof customerClueAddInput>;

export const customerClueDto = z.object({
  customerClueId: z.string(),
  name: z.string(),
  mobile: z.string(),
  identity: z.enum(CustomerIdentity.values),
  communityName: z.string(),
  city: z.string().nullable(),
  content: z.string().nullable(),
  source: z.enum(CustomerClueSource.values),
  gmtCreate: z.string(),
});
export type CustomerClueDto = z.infer<typeof customerClueDto>;

export const customerClueListInput = z.object({
  ...pagingFields(100),
  /** Part of the name, mobile, community or city (the operators' leads page). */
  keyword: z
    .string()
    .trim()
    .max(50, '搜索内容最多50个字')
    .optional()
    .transform((value) => value || undefined),
});

/** The answer to a stored lead. */
export const CLUE_RECEIVED = '提交成功，我们的顾问将在1个工作日内与您联系';
