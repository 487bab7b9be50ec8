import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import { pagingFields } from '../common/paging';
import { requiredTextSchema } from '../common/text-rules';
import {
  GOV_INFORMATION_MESSAGES,
  govFileDto,
  govRichTextSchema,
  govTargetCommunityDto,
  govTargetFields,
} from '../gov-information/gov-information-api';

/** Stored activity state (ours): published, or cancelled by the government. */
export const GovActivityState = labelledEnum([
  ['PUBLISHED', '已发布'],
  ['CANCELLED', '已取消'],
] as const);
export type GovActivityState = (typeof GovActivityState.values)[number];

/** Sign-up state derived from the stored state, the deadline and the capacity (ours). */
export const GovSignUpState = labelledEnum([
  ['OPEN', '报名中'],
  ['FULL', '名额已满'],
  ['CLOSED', '报名已截止'],
  ['CANCELLED', '已取消'],
] as const);
export type GovSignUpState = (typeof GovSignUpState.values)[number];

export const GOV_ACTIVITY_MESSAGES = {
  notFound: '活动不存在',
  timeRequired: '请选择活动时间',
  endBeforeStart: '结束时间不能早于开始时间',
  deadlineAfterStart: '报名截止时间不能晚于活动开始时间',
  capacityInvalid: '请填写1-100000之间的报名人数上限',
  cancelled: '活动已取消',
  full: '报名名额已满',
  closed: '报名已截止',
  alreadySignedUp: '您已报名该活动',
  notSignedUp: '您尚未报名该活动',
  ended: '活动已结束，不能修改',
  capacityBelowSignUps: '报名人数上限不能少于已报名人数（{0}人）',
} as const;

const code = z.string().min(1).max(64);
const instant = z.iso.datetime({ offset: true, error: GOV_ACTIVITY_MESSAGES.timeRequired });

const activityFields = {
  title: requiredTextSchema('活动标题', 100),
  content: govRichTextSchema,
  place: requiredTextSchema('活动地点', 100),
  startTime: instant,
  endTime: instant,
  signUpDeadline: instant,
  capacity: z.number({ error: GOV_ACTIVITY_MESSAGES.capacityInvalid }).int().min(1).max(100_000),
  ...govTargetFields,
};

type ActivityTimes = {
  startTime: string;
  endTime: string;
  signUpDeadline: string;
  allCommunities: boolean;
  communityInfoCodes: string[];
};

/** The rules create and update share: time order and a chosen audience. */
function checkActivity(value: ActivityTimes, ctx: z.RefinementCtx) {
  if (Date.parse(value.endTime) < Date.parse(value.startTime))
    ctx.addIssue({ code: 'custom', message: GOV_ACTIVITY_MESSAGES.endBeforeStart, path: ['endTime'] });
  if (Date.parse(value.signUpDeadline) > Date.parse(value.startTime))
    ctx.addIssue({
      code: 'custom',
      message: GOV_ACTIVITY_MESSAGES.deadlineAfterStart,
      path: ['signUpDeadline'],
    });
  if (!value.allCommunities && value.communityInfoCodes.length === 0)
    ctx.addIssue({
      code: 'custom',
      message: GOV_INFORMATION_MESSAGES.communitiesRequired,
      path: ['communityInfoCodes'],
    });
}

/** POST /v1/govActivity/create. */
export const activityCreateInput = z.object(activityFields).superRefine(checkActivity);
export type ActivityCreateInput = z.infer<typeof activityCreateInput>;

/** POST /v1/govActivity/update: the whole activity again, with the same rules as create. */
export const activityUpdateInput = z
  .object({ activityId: code, ...activityFields })
  .superRefine(checkActivity);
export type ActivityUpdateInput = z.infer<typeof activityUpdateInput>;

export const activityListInput = z.object({
  title: z.string().max(100).optional(),
  ...pagingFields(100),
});

export const activityIdInput = z.object({ activityId: code });

/** POST /v1/govActivity/ownerSignUp (ours): the community the owner signs up from. */
export const activitySignUpInput = z.object({ activityId: code, communityInfoCode: code });

export const activityDto = z.object({
  activityId: z.string(),
  title: z.string(),
  content: z.string(),
  place: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  signUpDeadline: z.string(),
  capacity: z.number().int(),
  signUpCount: z.number().int(),
  state: z.enum(GovActivityState.values),
  signUpState: z.enum(GovSignUpState.values),
  allCommunities: z.boolean(),
  communities: z.array(govTargetCommunityDto),
  publisherName: z.string().nullable(),
  gmtCreate: z.string(),
  /** Owner calls only: whether the caller has signed up. */
  signedUp: z.boolean().optional(),
  attachments: z.array(govFileDto).optional(),
});
export type ActivityDto = z.infer<typeof activityDto>;

export const activitySignUpDto = z.object({
  ownerName: z.string().nullable(),
  mobile: z.string(),
  communityName: z.string(),
  gmtSignUp: z.string(),
});
export type ActivitySignUpDto = z.infer<typeof activitySignUpDto>;

/** Whether owners can sign up now. */
export function signUpStateOf(
  activity: { state: GovActivityState; signUpDeadline: Date; capacity: number; signUpCount: number },
  now: Date,
): GovSignUpState {
  if (activity.state === 'CANCELLED') return 'CANCELLED';
  if (now.getTime() > activity.signUpDeadline.getTime()) return 'CLOSED';
  if (activity.signUpCount >= activity.capacity) return 'FULL';
  return 'OPEN';
}
