import { z } from 'zod';
import { requiredTextSchema } from '../common/text-rules';
import { FinanceAccountType, ReportPeriod } from './finance-enums';
import { FINANCE_DIRECTIONS } from './finance-totals';
import { isFen, MAX_FEN } from './money';

/**
 * Inputs and DTOs of the sunshine-finance calls (ours: SPEC §2.5 names the pages, not the calls;
 * docs/contracts/notice.md), shared by the server's route schemas and the web. Money in fen.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const fen = z
  .number({ error: '金额须为整数（分）' })
  .int('金额须为整数（分）')
  .min(0, '金额不能为负数')
  .max(MAX_FEN, '金额过大')
  .refine(isFen, '金额须为整数（分）');
/** Balances may be negative (an overdrawn account is reported, not hidden). */
const balanceFen = z
  .number({ error: '金额须为整数（分）' })
  .int('金额须为整数（分）')
  .min(-MAX_FEN, '金额过大')
  .max(MAX_FEN, '金额过大');
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}字`)
    .optional()
    .transform((value) => value || null);

export const FinanceReportStatus = ['DRAFT', 'PUBLISHED'] as const;
export type FinanceReportStatus = (typeof FinanceReportStatus)[number];

export const financeCommunityInput = z.object({ communityInfoCode });
export const financeAccountRefInput = z.object({ communityInfoCode, financialAccountId: code });
export const financeReportRefInput = z.object({ communityInfoCode, reportId: code });

const accountBody = {
  communityInfoCode,
  accountType: z.enum(FinanceAccountType.values, { error: '请选择账户类型' }),
  accountName: requiredTextSchema('账户名称'),
  otherTypeName: optionalText(100, '其他类型名称'),
  bankName: optionalText(100, '开户银行'),
  remark: optionalText(500, '备注'),
};
const otherNeedsName = (value: { accountType: string; otherTypeName: string | null }) =>
  value.accountType !== 'OTHER' || Boolean(value.otherTypeName);
const otherNeedsNameIssue = { message: '请填写其他类型名称', path: ['otherTypeName'] };

export const financeAccountCreateInput = z.object(accountBody).refine(otherNeedsName, otherNeedsNameIssue);
export const financeAccountUpdateInput = z
  .object({ ...accountBody, financialAccountId: code })
  .refine(otherNeedsName, otherNeedsNameIssue);

export const financeLineInput = z.object({
  direction: z.enum(FINANCE_DIRECTIONS),
  itemName: requiredTextSchema('收支项目'),
  amountFen: fen,
  remark: optionalText(200, '备注'),
});

const reportBody = {
  communityInfoCode,
  year: z.number().int().min(2000, '年份须在2000到2100之间').max(2100, '年份须在2000到2100之间'),
  period: z.enum(ReportPeriod.values, { error: '请选择报告期间' }),
  openingBalanceFen: balanceFen,
  incomeTotalFen: fen,
  expenseTotalFen: fen,
  closingBalanceFen: balanceFen,
  lines: z.array(financeLineInput).max(500, '收支明细最多500条'),
  /** Voucher attachment ids (SPEC §9: at most 9 attachments). */
  attachments: z.array(code).max(9, '最多上传9个附件').default([]),
  remark: optionalText(500, '说明'),
};

export const financeReportCreateInput = z.object({ ...reportBody, financialAccountId: code });
export const financeReportUpdateInput = z.object({ ...reportBody, reportId: code });

export const financeReportListInput = z.object({ communityInfoCode, financialAccountId: code });

export const financeAttachmentDto = z.object({
  attachmentId: z.string(),
  pubAttachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type FinanceAttachmentDto = z.infer<typeof financeAttachmentDto>;

export const financeAccountDto = z.object({
  financialAccountId: z.string(),
  accountType: z.enum(FinanceAccountType.values),
  accountTypeName: z.string(),
  accountName: z.string(),
  otherTypeName: z.string().nullable(),
  bankName: z.string().nullable(),
  remark: z.string().nullable(),
  reportCount: z.number().int(),
  publishedCount: z.number().int(),
  /** Closing balance of the latest published report, null before the first one. */
  latestBalanceFen: z.number().int().nullable(),
  latestReportName: z.string().nullable(),
  gmtCreate: z.string(),
});
export type FinanceAccountDto = z.infer<typeof financeAccountDto>;

export const financeLineDto = z.object({
  direction: z.enum(FINANCE_DIRECTIONS),
  itemName: z.string(),
  amountFen: z.number().int(),
  remark: z.string().nullable(),
});
export type FinanceLineDto = z.infer<typeof financeLineDto>;

export const financeReportSummaryDto = z.object({
  reportId: z.string(),
  financialAccountId: z.string(),
  year: z.number().int(),
  period: z.enum(ReportPeriod.values),
  /** e.g. 2026年第一季度. */
  reportName: z.string(),
  openingBalanceFen: z.number().int(),
  incomeTotalFen: z.number().int(),
  expenseTotalFen: z.number().int(),
  closingBalanceFen: z.number().int(),
  status: z.enum(FinanceReportStatus),
  publishedAt: z.string().nullable(),
  gmtModified: z.string(),
});
export type FinanceReportSummaryDto = z.infer<typeof financeReportSummaryDto>;

export const financeReportDto = financeReportSummaryDto.extend({
  accountName: z.string(),
  accountType: z.enum(FinanceAccountType.values),
  accountTypeName: z.string(),
  communityName: z.string(),
  lines: z.array(financeLineDto),
  attachments: z.array(financeAttachmentDto),
  remark: z.string().nullable(),
});
export type FinanceReportDto = z.infer<typeof financeReportDto>;

/** Owner H5: published reports of the owner's communities. */
export const ownerFinanceReportItemDto = financeReportSummaryDto.extend({
  communityInfoCode: z.string(),
  communityName: z.string(),
  accountName: z.string(),
  accountTypeName: z.string(),
});
export type OwnerFinanceReportItemDto = z.infer<typeof ownerFinanceReportItemDto>;
export const ownerFinanceReportRefInput = z.object({ reportId: code });

/** "2026年第一季度" — the name a report goes by on pages, exports and the owner H5. */
export function reportName(year: number, period: ReportPeriod): string {
  return `${year}年${ReportPeriod.label(period)}`;
}
