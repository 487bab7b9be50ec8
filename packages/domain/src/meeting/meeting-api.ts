import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { requiredTextSchema, richTextContent, textLength } from '../common/text-rules';
import { MeetingDisplayState } from './meeting-enums';

/**
 * Inputs and DTOs of the workgroup meeting calls (SPEC §7 Meetings; docs/contracts/workgroup.md).
 * A meeting is addressed by its opaque `id`. Times are ISO 8601 with offset.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const isoInstant = z.iso.datetime({ offset: true, error: '请选择正确的时间' });

export const MEETING_CONTENT_MAX = 5000;
export const MEETING_MINUTES_MAX = 20000;
export const MEETING_FILES_MAX = 9;

export const meetingMessages = {
  notFound: '会议不存在或您无权访问',
  endBeforeStart: '结束时间须晚于开始时间',
  startInPast: '开始时间不能早于当前时间',
  attendeesRequired: '请选择参会人员',
  attendeeNotMember: '参会人员须为本小区工作组成员',
  fileUnusable: '附件不存在或尚未上传完成',
  minutesRequired: '请填写会议纪要',
  /** {0} is the action, {1} the state, e.g. 会议“已结束”，不能取消会议. */
  wrongState: '会议{1}，不能{0}',
} as const;

const attachmentIds = z
  .array(code)
  .max(MEETING_FILES_MAX, `最多只能上传${MEETING_FILES_MAX}个文件`)
  .optional()
  .default([]);
const attendeeUserIds = z.array(code).max(500).optional().default([]);
const content = z
  .string()
  .max(MEETING_CONTENT_MAX * 4)
  .optional()
  .default('')
  .refine(
    (value) => textLength(value) <= MEETING_CONTENT_MAX,
    `会议内容不能超过${MEETING_CONTENT_MAX}个字符`,
  );

const fields = {
  communityInfoCode,
  meetingName: requiredTextSchema('会议名称'),
  address: z.string().trim().max(100, '会议地点不能超过100个字符').optional().default(''),
  startDate: isoInstant,
  endDate: isoInstant,
  content,
  attendeeUserIds,
  materialIds: attachmentIds,
};

const endAfterStart = (input: { startDate?: string | null; endDate?: string | null }) =>
  !input.startDate || !input.endDate || Date.parse(input.endDate) > Date.parse(input.startDate);

/** Publish a new meeting, or a draft (`id`). */
export const meetingCreateInput = z
  .object({ ...fields, id: code.optional() })
  .refine(endAfterStart, { message: meetingMessages.endBeforeStart, path: ['endDate'] })
  .refine((input) => input.attendeeUserIds.length > 0, {
    message: meetingMessages.attendeesRequired,
    path: ['attendeeUserIds'],
  });
export type MeetingCreateInput = z.infer<typeof meetingCreateInput>;

/** Save a draft: only the name is required, times may be left open. */
export const meetingSaveInput = z
  .object({
    ...fields,
    id: code.optional(),
    startDate: isoInstant.nullable().optional(),
    endDate: isoInstant.nullable().optional(),
  })
  .refine(endAfterStart, { message: meetingMessages.endBeforeStart, path: ['endDate'] });
export type MeetingSaveInput = z.infer<typeof meetingSaveInput>;

/** Change an announced meeting that has not started. */
export const meetingUpdateInput = z
  .object({ ...fields, id: code })
  .refine(endAfterStart, { message: meetingMessages.endBeforeStart, path: ['endDate'] })
  .refine((input) => input.attendeeUserIds.length > 0, {
    message: meetingMessages.attendeesRequired,
    path: ['attendeeUserIds'],
  });
export type MeetingUpdateInput = z.infer<typeof meetingUpdateInput>;

export const meetingRefInput = z.object({ communityInfoCode, id: code });

export const meetingCancelInput = z.object({
  communityInfoCode,
  id: code,
  cancelReason: z.string().trim().max(100, '取消原因不能超过100个字符').optional(),
});

export const meetingFillMinuteInput = z.object({
  communityInfoCode,
  id: code,
  minutes: z
    .string({ error: meetingMessages.minutesRequired })
    .max(MEETING_MINUTES_MAX * 4)
    .refine((value) => richTextContent(value).length > 0, meetingMessages.minutesRequired)
    .refine(
      (value) => textLength(value) <= MEETING_MINUTES_MAX,
      `会议纪要不能超过${MEETING_MINUTES_MAX}个字符`,
    ),
  minuteAttachmentIds: attachmentIds,
});

export const meetingListInput = z.object({
  communityInfoCode,
  ...pagingFields(10000),
  state: z.enum(MeetingDisplayState.values).optional(),
});

const fileDto = z.object({
  attachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const meetingListItemDto = z.object({
  id: z.string(),
  meetingName: z.string(),
  address: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isDraft: z.enum(['YES', 'NO']),
  isValid: z.enum(['YES', 'NO']),
  state: z.enum(MeetingDisplayState.values),
  attendeeCount: z.number().int(),
  hasMinutes: z.boolean(),
  creatorName: z.string().nullable(),
  gmtCreate: z.string(),
});
export type MeetingListItemDto = z.infer<typeof meetingListItemDto>;

export const meetingAttendeeDto = z.object({
  userId: z.string(),
  ownerName: z.string().nullable(),
  roleTypeList: z.array(z.string()),
});

export const meetingDetailDto = meetingListItemDto.extend({
  content: z.string(),
  attendees: z.array(meetingAttendeeDto),
  materials: z.array(fileDto),
  minutes: z.string().nullable(),
  minuteAttachments: z.array(fileDto),
  minutesAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type MeetingDetailDto = z.infer<typeof meetingDetailDto>;
