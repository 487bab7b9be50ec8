import { z } from 'zod';
import type { JurisdictionScope } from '../account/jurisdiction';
import type { RoleType } from '../account/roles';
import { labelledEnum } from '../common/labelled-enum';
import { pagingFields } from '../common/paging';
import { requiredTextSchema } from '../common/text-rules';
import type { CommunityOrganizationState } from './community-enums';
import { votingRoleTypeDto, votingRoleTypesInput } from './voting-role-types';

/**
 * A community registers, certifies an existing community or changes its organisation, and its own
 * government unit reviews the application (issue #20 item 3; docs/contracts/community.md). The spec
 * leaves certification to the mini-program; these rules and calls are ours.
 */

/** What an application asks for. */
export const CommunityRegistrationKind = labelledEnum([
  ['REGISTER', '注册小区'],
  ['CERTIFY_EXISTING', '小区认证'],
  ['ORG_CHANGE', '组织变更'],
] as const);
export type CommunityRegistrationKind = (typeof CommunityRegistrationKind.values)[number];

export const CommunityRegistrationState = labelledEnum([
  ['REVIEWING', '审核中'],
  ['APPROVED', '已通过'],
  ['REJECTED', '已驳回'],
] as const);
export type CommunityRegistrationState = (typeof CommunityRegistrationState.values)[number];

/** The community's self-governing organisation: an owners' committee or a preparatory group. */
export const CommunityOrganisationType = labelledEnum([
  ['COMMITTEE', '业主委员会'],
  ['PREPARATORY', '筹备组'],
] as const);
export type CommunityOrganisationType = (typeof CommunityOrganisationType.values)[number];

/** An organisation change: the first assembly elected a committee, or a committee's new term. */
export const OrgChangeType = labelledEnum([
  ['ESTABLISH_COMMITTEE', '筹备组成立业委会'],
  ['NEW_TERM', '业委会换届'],
] as const);
export type OrgChangeType = (typeof OrgChangeType.values)[number];

export const CommunityReviewDecision = labelledEnum([
  ['APPROVE', '通过'],
  ['REJECT', '驳回'],
] as const);
export type CommunityReviewDecision = (typeof CommunityReviewDecision.values)[number];

export const COMMUNITY_REGISTRATION_MESSAGES = {
  jurisdictionUnknown: '所选街道或社区不存在',
  registrantNameRequired: '请填写您的姓名',
  jurisdictionMismatch: '所属街道或社区与该小区登记的不一致',
  proofRequired: '请上传备案证明文件',
  proofMissing: '备案证明文件不存在或未上传完成，请重新上传',
  duplicatePending: '您已提交该小区的申请，正在审核中，请勿重复提交',
  alreadyCertified: '该小区已完成认证，无需重复申请',
  communityNotFound: '小区不存在',
  notFound: '申请不存在',
  alreadyReviewed: '该申请已审核，不能重复审核',
  notRejected: '只有被驳回的申请可以修改后重新提交',
  rejectReasonRequired: '请填写驳回原因',
  roleRequired: '请选择您的身份',
  roleMismatch: '所选身份与组织类型不符',
  organisationTypeRequired: '请选择组织类型',
  streetRequired: '请选择所属街道',
  adminRequired: '只有小区管理员可以办理小区组织变更和小区设置',
  orgChangeNotAllowed: '当前小区的组织状态不能办理该变更',
  notCertified: '小区尚未完成认证，请先完成小区认证',
  changeTypeRequired: '请选择变更类型',
  sameNameExists: '该街道下已有同名小区，如您是该小区的成员，请在该小区内申请认证',
  orgChangeResubmit: '组织变更申请被驳回后，请重新提交一份新的申请',
  submitted: '提交成功，已收到您的申请，将在2个工作日内审核，节假日可能顺延',
} as const;

/** Most proof files on one application (SPEC §5 default attachment count). */
export const REGISTRATION_PROOF_MAX = 9;
/** Longest review remark (the rejection reason the registrant reads). */
export const REGISTRATION_REMARK_MAX = 200;

/** The registrant's role choices per organisation type (SPEC §6 roles). */
export const ROLES_BY_ORGANISATION: Readonly<Record<CommunityOrganisationType, readonly RoleType[]>> = {
  COMMITTEE: [
    'COMMITTEE_DIRECTOR',
    'COMMITTEE_DEPUTY_DIRECTOR',
    'COMMITTEE_SECRETARY_MEMBER',
    'COMMITTEE_MEMBER',
  ],
  PREPARATORY: ['PREPARE_MEMBER'],
};

export function isRoleAllowedFor(type: CommunityOrganisationType, role: string): boolean {
  return (ROLES_BY_ORGANISATION[type] as readonly string[]).includes(role);
}

/** The organisation state (SPEC §9) an approved application of `type` sets. */
export function organisationStateFor(type: CommunityOrganisationType): CommunityOrganizationState {
  return type === 'COMMITTEE' ? 'ESTABLISHED_COMMITTEE' : 'ESTABLISHED_PREPARATORY_GROUP';
}

/**
 * Whether a community in `state` may apply for `change`: a committee is established from a
 * preparatory group (or a community still preparing one); a new term needs a committee.
 */
export function mayApplyOrgChange(state: string | null, change: OrgChangeType): boolean {
  if (change === 'NEW_TERM') return state === 'ESTABLISHED_COMMITTEE';
  return state === 'ESTABLISHED_PREPARATORY_GROUP' || state === 'PREPARING' || state === null;
}

/** The state a review moves an application to, or null when it was decided already (final). */
export function nextRegistrationState(
  state: CommunityRegistrationState,
  decision: CommunityReviewDecision,
): CommunityRegistrationState | null {
  if (state !== 'REVIEWING') return null;
  return decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
}

/** A rejected application is fixed and resubmitted as the same application, back to REVIEWING. */
export function mayResubmit(state: CommunityRegistrationState): boolean {
  return state === 'REJECTED';
}

/** Where an application belongs: its street and, when named, the 社区 under it. */
export type RegistrationPlace = { streetCode: string; govCommunityCode: string | null };

/**
 * Who reviews: certified staff (hasGovAuth YES) of the community's own unit: its street's staff,
 * or its 社区's staff when the application names a 社区. An application naming only the street is
 * the street's to review.
 */
export function mayReviewRegistration(
  staff: JurisdictionScope & { hasGovAuth: string },
  place: RegistrationPlace,
): boolean {
  if (staff.hasGovAuth !== 'YES') return false;
  if (staff.level === 'STREET') return staff.streetCode === place.streetCode;
  return staff.govCommunityCode !== null && staff.govCommunityCode === place.govCommunityCode;
}

const optionalCode = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((value) => value || null);

const proveFileIds = z
  .array(z.string().trim().min(1).max(64), { error: COMMUNITY_REGISTRATION_MESSAGES.proofRequired })
  .min(1, COMMUNITY_REGISTRATION_MESSAGES.proofRequired)
  .max(REGISTRATION_PROOF_MAX, `最多只能上传${REGISTRATION_PROOF_MAX}个文件`);

const roleType = z.string({ error: COMMUNITY_REGISTRATION_MESSAGES.roleRequired }).trim().min(1, {
  message: COMMUNITY_REGISTRATION_MESSAGES.roleRequired,
});

/** The fields of a registration or certification; the role must fit the organisation type. */
const registrationFields = z.object({
  /** Present when certifying a community the caller is already a member of (CERTIFY_EXISTING). */
  communityInfoCode: optionalCode,
  communityName: requiredTextSchema('小区名称', 50),
  provinceName: requiredTextSchema('省份', 20),
  cityName: requiredTextSchema('城市', 20),
  districtName: requiredTextSchema('区县', 20),
  address: requiredTextSchema('详细地址', 100),
  streetCode: z
    .string({ error: COMMUNITY_REGISTRATION_MESSAGES.streetRequired })
    .trim()
    .min(1, COMMUNITY_REGISTRATION_MESSAGES.streetRequired)
    .max(64),
  govCommunityCode: optionalCode,
  organisationType: z.enum(CommunityOrganisationType.values, {
    error: COMMUNITY_REGISTRATION_MESSAGES.organisationTypeRequired,
  }),
  roleType,
  proveFileIds,
  /**
   * The applicant's name, for the reviewer: required of an account that has none yet (a new phone
   * number); an account that has a name keeps it.
   */
  registrantName: z.string().trim().max(20, '姓名不能超过20个字').optional(),
});

const roleFits = <T extends { organisationType: CommunityOrganisationType; roleType: string }>(input: T) =>
  isRoleAllowedFor(input.organisationType, input.roleType);

/** POST /v1/communityRegistration/submit. */
export const communityRegistrationInput = registrationFields.refine(roleFits, {
  message: COMMUNITY_REGISTRATION_MESSAGES.roleMismatch,
  path: ['roleType'],
});
export type CommunityRegistrationInput = z.input<typeof communityRegistrationInput>;

/** POST /v1/communityRegistration/resubmit: the same fields for the caller's rejected application. */
export const communityRegistrationResubmitInput = registrationFields
  .extend({ registrationId: z.string().trim().min(1).max(64) })
  .refine(roleFits, { message: COMMUNITY_REGISTRATION_MESSAGES.roleMismatch, path: ['roleType'] });
export type CommunityRegistrationResubmitInput = z.input<typeof communityRegistrationResubmitInput>;

/** POST /v1/communityRegistration/orgChange (COMMUNITY_ADMIN of the community). */
export const orgChangeInput = z.object({
  communityInfoCode: z.string().trim().min(1).max(64),
  changeType: z.enum(OrgChangeType.values, { error: COMMUNITY_REGISTRATION_MESSAGES.changeTypeRequired }),
  /** The admin's role in the new organisation (a committee role). */
  roleType: roleType.refine((role) => isRoleAllowedFor('COMMITTEE', role), {
    message: COMMUNITY_REGISTRATION_MESSAGES.roleMismatch,
  }),
  proveFileIds,
});
export type OrgChangeInput = z.input<typeof orgChangeInput>;

/** GET /v1/communityRegistration/reviewList (government). */
export const registrationReviewListInput = z.object({
  state: z.enum(CommunityRegistrationState.values).optional(),
  kind: z.enum(CommunityRegistrationKind.values).optional(),
  searchKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  ...pagingFields(100),
});

/** POST /v1/communityRegistration/review (government): a rejection needs its reason. */
export const registrationReviewInput = z
  .object({
    registrationId: z.string().trim().min(1).max(64),
    decision: z.enum(CommunityReviewDecision.values, { error: '请选择审核结果' }),
    rejectReason: z
      .string()
      .trim()
      .max(REGISTRATION_REMARK_MAX, `驳回原因不能超过${REGISTRATION_REMARK_MAX}个字符`)
      .default(''),
  })
  .refine((input) => input.decision !== 'REJECT' || input.rejectReason.length > 0, {
    message: COMMUNITY_REGISTRATION_MESSAGES.rejectReasonRequired,
    path: ['rejectReason'],
  });
export type RegistrationReviewInput = z.input<typeof registrationReviewInput>;

/** POST /v1/communityInfo/updateSettings (COMMUNITY_ADMIN): the community flags of SPEC §6. */
export const communitySettingsInput = z.object({
  communityInfoCode: z.string().trim().min(1).max(64),
  allowOwnerMotion: z.enum(['YES', 'NO'], { error: '请选择是否允许业主发起提案' }),
  viewOnlyForOwners: z.enum(['YES', 'NO'], { error: '请选择是否仅业主可查看小区信息' }),
  /**
   * Publish house numbers next to ballots in the public vote aggregate (公示 per house, issue #21
   * item 5); left out, the setting stays as it is.
   */
  publishHouseNumbers: z.enum(['YES', 'NO'], { error: '请选择是否公开表决存证中的房号' }).optional(),
  /**
   * Who of a house takes part in the community's questionnaires (SPEC §3 votingRoleTypes,
   * voting-role-types.ts); left out, the setting stays as it is.
   */
  votingRoleTypes: votingRoleTypesInput.optional(),
});
export type CommunitySettingsInput = z.input<typeof communitySettingsInput>;

const proofFileDto = z.object({
  attachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** One application, as its registrant and its reviewers see it. */
export const communityRegistrationDto = z.object({
  registrationId: z.string(),
  kind: z.enum(CommunityRegistrationKind.values),
  state: z.enum(CommunityRegistrationState.values),
  communityInfoCode: z.string().nullable(),
  communityName: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  address: z.string(),
  streetCode: z.string(),
  streetName: z.string().nullable(),
  govCommunityCode: z.string().nullable(),
  govCommunityName: z.string().nullable(),
  organisationType: z.enum(CommunityOrganisationType.values),
  changeType: z.enum(OrgChangeType.values).nullable(),
  roleType: z.string(),
  registrantName: z.string().nullable(),
  registrantMobile: z.string(),
  proveFiles: z.array(proofFileDto),
  rejectReason: z.string(),
  reviewerName: z.string().nullable(),
  submitCount: z.number().int(),
  gmtCreate: z.string(),
  gmtSubmit: z.string(),
  gmtReview: z.string().nullable(),
});
export type CommunityRegistrationDto = z.infer<typeof communityRegistrationDto>;

/** GET /v1/communityRegistration/unitOptions: the streets and their 社区 a registrant picks from. */
export const registrationUnitOptionDto = z.object({
  streetCode: z.string(),
  streetName: z.string(),
  communities: z.array(z.object({ govCommunityCode: z.string(), govCommunityName: z.string() })),
});
export type RegistrationUnitOptionDto = z.infer<typeof registrationUnitOptionDto>;

/** The community settings of SPEC §6 with the organisation, as the settings page shows them. */
export const communitySettingsDto = z.object({
  communityInfoCode: z.string(),
  communityName: z.string(),
  hasAuth: z.enum(['YES', 'NO']),
  organisationState: z.string().nullable(),
  allowOwnerMotion: z.enum(['YES', 'NO']),
  viewOnlyForOwners: z.enum(['YES', 'NO']),
  publishHouseNumbers: z.enum(['YES', 'NO']),
  /** Every role once, owners always enabled (votingRoleTypesOf). */
  votingRoleTypes: z.array(votingRoleTypeDto),
  isAdmin: z.boolean(),
});
export type CommunitySettingsDto = z.infer<typeof communitySettingsDto>;
