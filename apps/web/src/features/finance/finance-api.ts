import type {
  FinanceAccountDto,
  FinanceReportDto,
  FinanceReportSummaryDto,
  OwnerFinanceReportItemDto,
} from '@gongzhi/domain/finance/finance-api';
import type { FinanceAccountType, ReportPeriod } from '@gongzhi/domain/finance/finance-enums';
import type { FinanceDirection } from '@gongzhi/domain/finance/finance-totals';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile, request } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';

/** Sunshine-finance calls (ours) as docs/contracts/notice.md gives them; money in fen. */

export type FinanceAccount = FinanceAccountDto;
export type FinanceReport = FinanceReportDto;
export type FinanceReportSummary = FinanceReportSummaryDto;
export type OwnerFinanceReportItem = OwnerFinanceReportItemDto;

export type AccountInput = {
  communityInfoCode: string;
  financialAccountId?: string;
  accountType: FinanceAccountType;
  accountName: string;
  otherTypeName?: string;
  bankName?: string;
  remark?: string;
};

export type ReportInput = {
  communityInfoCode: string;
  financialAccountId?: string;
  reportId?: string;
  year: number;
  period: ReportPeriod;
  openingBalanceFen: number;
  incomeTotalFen: number;
  expenseTotalFen: number;
  closingBalanceFen: number;
  lines: { direction: FinanceDirection; itemName: string; amountFen: number; remark?: string }[];
  attachments: string[];
  remark?: string;
};

export const financeKey = (communityInfoCode: string) => ['finance', communityInfoCode] as const;

export function accountListQuery(communityInfoCode: string) {
  return queryOptions({
    queryKey: [...financeKey(communityInfoCode), 'accounts'],
    queryFn: () =>
      request<FinanceAccount[]>({ url: '/v1/financialAccount/list', data: { communityInfoCode } }),
  });
}

export function accountInfoQuery(communityInfoCode: string, financialAccountId: string) {
  return queryOptions({
    queryKey: [...financeKey(communityInfoCode), 'account', financialAccountId],
    queryFn: () =>
      request<FinanceAccount>({
        url: '/v1/financialAccount/info',
        data: { communityInfoCode, financialAccountId },
      }),
  });
}

export function reportListQuery(communityInfoCode: string, financialAccountId: string) {
  return queryOptions({
    queryKey: [...financeKey(communityInfoCode), 'reports', financialAccountId],
    queryFn: () =>
      request<FinanceReportSummary[]>({
        url: '/v1/financialReport/list',
        data: { communityInfoCode, financialAccountId },
      }),
  });
}

export function reportInfoQuery(communityInfoCode: string, reportId: string) {
  return queryOptions({
    queryKey: [...financeKey(communityInfoCode), 'report', reportId],
    queryFn: () =>
      request<FinanceReport>({ url: '/v1/financialReport/info', data: { communityInfoCode, reportId } }),
  });
}

export function saveAccount(input: AccountInput) {
  return request<FinanceAccount>({
    url: input.financialAccountId ? '/v1/financialAccount/update' : '/v1/financialAccount/create',
    method: 'POST',
    data: input,
  });
}

export function deleteAccount(communityInfoCode: string, financialAccountId: string) {
  return request<null>({
    url: '/v1/financialAccount/delete',
    method: 'POST',
    data: { communityInfoCode, financialAccountId },
  });
}

export function saveReport(input: ReportInput) {
  return request<FinanceReport>({
    url: input.reportId ? '/v1/financialReport/update' : '/v1/financialReport/create',
    method: 'POST',
    data: input,
  });
}

export function reportAction(action: 'publish' | 'delete', communityInfoCode: string, reportId: string) {
  return request<FinanceReport | null>({
    url: `/v1/financialReport/${action}`,
    method: 'POST',
    data: { communityInfoCode, reportId },
  });
}

export function exportReport(communityInfoCode: string, reportId: string) {
  return downloadFile({ url: '/v1/financialReport/export', data: { communityInfoCode, reportId } });
}

// ── owner H5 ──
export const ownerReportsQuery = queryOptions({
  queryKey: [...OWNER_QUERY_KEY, 'financeReports'],
  queryFn: () => ownerRequest<OwnerFinanceReportItem[]>({ url: '/v1/owner/financeReports' }),
});

export function ownerReportQuery(reportId: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'financeReport', reportId],
    queryFn: () => ownerRequest<FinanceReport>({ url: '/v1/owner/financeReportInfo', data: { reportId } }),
  });
}
