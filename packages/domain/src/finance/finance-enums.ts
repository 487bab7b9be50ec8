import { labelledEnum } from '../common/labelled-enum';

/** Finance account types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const FinanceAccountType = labelledEnum([
  ['OWNERS_SHARED_FUNDS', '业主共有资金'],
  ['HOUSING_MAINTENANCE_FUNDS', '住宅专项维修资金'],
  ['COMMITTEE_FUNDS', '业委会工作经费'],
  ['OTHER', '其他'],
] as const);
export type FinanceAccountType = (typeof FinanceAccountType.values)[number];

/** Report periods; the spec gives the codes: A–D are the quarters, U/L the halves, ALL the year. */
export const ReportPeriod = labelledEnum([
  ['A', '第一季度'],
  ['B', '第二季度'],
  ['C', '第三季度'],
  ['D', '第四季度'],
  ['U', '上半年'],
  ['L', '下半年'],
  ['ALL', '全年'],
] as const);
export type ReportPeriod = (typeof ReportPeriod.values)[number];

/**
 * The calendar months (1–12, inclusive) a report period covers, so a report's entries can be
 * selected by month without repeating the A–D/U/L mapping elsewhere.
 */
export function reportPeriodMonths(period: ReportPeriod): { from: number; to: number } {
  switch (period) {
    case 'A':
      return { from: 1, to: 3 };
    case 'B':
      return { from: 4, to: 6 };
    case 'C':
      return { from: 7, to: 9 };
    case 'D':
      return { from: 10, to: 12 };
    case 'U':
      return { from: 1, to: 6 };
    case 'L':
      return { from: 7, to: 12 };
    case 'ALL':
      return { from: 1, to: 12 };
  }
}
