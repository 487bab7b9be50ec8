import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import { pagingFields } from '../common/paging';
import { requiredTextSchema, textLength } from '../common/text-rules';

/**
 * Community-service work orders (issue 7 part 7; SPEC §3 hasOpenWorkOrder hints at them, so
 * everything here is ours): an owner files a repair or service request with photos from the owner
 * H5; staff assign it, work on it and close it with a reply.
 */
export const WorkOrderType = labelledEnum([
  ['REPAIR', '报事报修'],
  ['SERVICE', '服务需求'],
  ['SUGGESTION', '意见建议'],
] as const);
export type WorkOrderType = (typeof WorkOrderType.values)[number];

export const WorkOrderState = labelledEnum([
  ['PENDING', '待受理'],
  ['PROCESSING', '处理中'],
  ['CLOSED', '已办结'],
] as const);
export type WorkOrderState = (typeof WorkOrderState.values)[number];

export const WorkOrderAction = labelledEnum([
  ['ASSIGN', '指派'],
  ['CLOSE', '办结'],
] as const);
export type WorkOrderAction = (typeof WorkOrderAction.values)[number];

/** Assigning (or re-assigning) starts the work; closing ends it; a closed order is final. */
export const WORK_ORDER_ACTIONS: Readonly<Record<WorkOrderState, readonly WorkOrderAction[]>> = {
  PENDING: ['ASSIGN', 'CLOSE'],
  PROCESSING: ['ASSIGN', 'CLOSE'],
  CLOSED: [],
};

export function mayPerformWorkOrderAction(state: WorkOrderState, action: WorkOrderAction): boolean {
  return WORK_ORDER_ACTIONS[state].includes(action);
}

export const workOrderMessages = {
  notFound: '工单不存在或您无权访问',
  notOpen: '本小区未开通小区服务',
  notOwner: '仅本小区业主可以提交工单',
  wrongState: '工单{0}，不能{1}',
  assigneeNotMember: '处理人须为本小区工作组成员',
  photoUnusable: '图片不存在或尚未上传完成',
  replyRequired: '请填写处理结果',
} as const;

const code = z.string().min(1).max(64);
const communityInfoCode = code;

export const WORK_ORDER_CONTENT_MAX = 500;
export const WORK_ORDER_PHOTOS_MAX = 9;

export const workOrderCreateInput = z.object({
  communityInfoCode,
  workOrderType: z.enum(WorkOrderType.values, { error: '请选择工单类型' }),
  content: requiredTextSchema('问题描述', WORK_ORDER_CONTENT_MAX),
  location: z.string().trim().max(100, '位置不能超过100个字符').optional().default(''),
  photoIds: z
    .array(code)
    .max(WORK_ORDER_PHOTOS_MAX, `最多只能上传${WORK_ORDER_PHOTOS_MAX}个文件`)
    .optional()
    .default([]),
});

export const workOrderListInput = z.object({
  communityInfoCode,
  ...pagingFields(10000),
  state: z.enum(WorkOrderState.values).optional(),
});

export const workOrderRefInput = z.object({ communityInfoCode, workOrderId: code });

export const workOrderAssignInput = z.object({ communityInfoCode, workOrderId: code, assigneeUserId: code });

export const workOrderCloseInput = z.object({
  communityInfoCode,
  workOrderId: code,
  reply: z
    .string({ error: workOrderMessages.replyRequired })
    .trim()
    .min(1, workOrderMessages.replyRequired)
    .refine((value) => textLength(value) <= 500, '处理结果不能超过500个字符'),
});

export const workOrderDto = z.object({
  workOrderId: z.string(),
  workOrderType: z.enum(WorkOrderType.values),
  content: z.string(),
  location: z.string(),
  state: z.enum(WorkOrderState.values),
  ownerName: z.string().nullable(),
  mobile: z.string(),
  photos: z.array(
    z.object({
      attachmentId: z.string(),
      sourceName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
    }),
  ),
  assigneeUserId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  reply: z.string().nullable(),
  gmtCreate: z.string(),
  gmtClose: z.string().nullable(),
});
export type WorkOrderDto = z.infer<typeof workOrderDto>;
