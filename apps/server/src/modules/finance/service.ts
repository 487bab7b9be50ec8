import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maySeeDrafts } from '@gongzhi/domain/account/draft-visibility';
import { isFinanceHidden } from '@gongzhi/domain/community/community-flags';
import {
  type FinanceAccountDto,
  type FinanceReportDto,
  type FinanceReportSummaryDto,
  type financeAccountCreateInput,
  type financeAccountUpdateInput,
  type financeReportCreateInput,
  type financeReportUpdateInput,
  type OwnerFinanceReportItemDto,
  reportName,
} from '@gongzhi/domain/finance/finance-api';
import { FinanceAccountType, type ReportPeriod } from '@gongzhi/domain/finance/finance-enums';
import { checkReportTotals, totalsProblemMessage } from '@gongzhi/domain/finance/finance-totals';
import { formatFen } from '@gongzhi/domain/finance/money';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/db-errors';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { writeXlsx } from '../file/export/xlsx-export';
import { publishAttachments } from '../file/publish';
import { attachmentsOf, requireAttachments } from '../notice/attachments';
import { FINANCE_MESSAGES } from './finance-messages';
import {
  type AccountRow,
  createFinanceRepository,
  type FinanceRepository,
  type LineRow,
  type ReportRow,
} from './repository';

type Deps = { db: Db; clock: Clock };
type ReportBody = z.infer<typeof financeReportCreateInput> | z.infer<typeof financeReportUpdateInput>;

/** Later periods first within a year: full year, Q4, second half, Q3, Q2, first half, Q1. */
const PERIOD_RANK: Record<ReportPeriod, number> = { ALL: 7, D: 6, L: 5, C: 4, B: 3, U: 2, A: 1 };
const byPeriodDesc = (a: ReportRow, b: ReportRow) =>
  b.year - a.year || PERIOD_RANK[b.period] - PERIOD_RANK[a.period];

function summary(row: ReportRow, accountCode: string): FinanceReportSummaryDto {
  return {
    reportId: row.reportId,
    financialAccountId: accountCode,
    year: row.year,
    period: row.period,
    reportName: reportName(row.year, row.period),
    openingBalanceFen: row.openingBalanceFen,
    incomeTotalFen: row.incomeTotalFen,
    expenseTotalFen: row.expenseTotalFen,
    closingBalanceFen: row.closingBalanceFen,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    gmtModified: row.updatedAt.toISOString(),
  };
}

function accountTypeName(account: AccountRow): string {
  return account.accountType === 'OTHER' && account.otherTypeName
    ? account.otherTypeName
    : FinanceAccountType.label(account.accountType);
}

/** The refusal for a community whose finance menu is hidden (SPEC §2.5): the calls are closed too. */
export function requireFinanceShown(access: CommunityAccess): void {
  if (isFinanceHidden(access.community)) throw new AppError(403, FINANCE_MESSAGES.hidden);
}

export function createFinanceService(deps: Deps) {
  const { db, clock } = deps;
  const repo = createFinanceRepository(db);
  const inTransaction = <T>(work: (tx: Db, txRepo: FinanceRepository) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db, createFinanceRepository(tx as unknown as Db)));

  async function requireAccount(access: CommunityAccess, code: string): Promise<AccountRow> {
    requireFinanceShown(access);
    const row = await repo.findAccount(code);
    if (!row || row.communityId !== access.community.id)
      throw new AppError(404, FINANCE_MESSAGES.accountNotFound);
    return row;
  }

  async function requireReport(
    access: CommunityAccess,
    code: string,
  ): Promise<{ report: ReportRow; account: AccountRow }> {
    requireFinanceShown(access);
    const report = await repo.findReport(code);
    // A draft report is FINANCE_MANAGEMENT's: 404 for a view-only caller, as a missing one (issue #28).
    if (
      !report ||
      report.communityId !== access.community.id ||
      (report.status === 'DRAFT' && !maySeeDrafts(access.permissions, 'FINANCE'))
    )
      throw new AppError(404, FINANCE_MESSAGES.reportNotFound);
    const account = await repo.findAccountById(report.accountId);
    if (!account) throw new AppError(404, FINANCE_MESSAGES.reportNotFound);
    return { report, account };
  }

  async function reportDto(
    report: ReportRow,
    account: AccountRow,
    communityName: string,
  ): Promise<FinanceReportDto> {
    const [lines, attachments] = await Promise.all([
      repo.lines(report.id),
      attachmentsOf(db, report.attachments),
    ]);
    return {
      ...summary(report, account.financialAccountId),
      accountName: account.accountName,
      accountType: account.accountType,
      accountTypeName: accountTypeName(account),
      communityName,
      lines: lines.map((line: LineRow) => ({
        direction: line.direction,
        itemName: line.itemName,
        amountFen: line.amountFen,
        remark: line.remark,
      })),
      attachments,
      remark: report.remark,
    };
  }

  /** Checks a report body before any write: totals add up (400), vouchers are uploaded files (400). */
  async function checkBody(access: CommunityAccess, userId: number, body: ReportBody) {
    const problem = checkReportTotals(body);
    if (problem) throw new AppError(400, totalsProblemMessage(problem));
    await requireAttachments(db, body.attachments, access.community.id, userId);
    return {
      year: body.year,
      period: body.period,
      openingBalanceFen: body.openingBalanceFen,
      incomeTotalFen: body.incomeTotalFen,
      expenseTotalFen: body.expenseTotalFen,
      closingBalanceFen: body.closingBalanceFen,
      attachments: body.attachments,
      remark: body.remark,
    };
  }

  const linesOf = (body: ReportBody) =>
    body.lines.map((line, index) => ({
      sort: index,
      direction: line.direction,
      itemName: line.itemName,
      amountFen: line.amountFen,
      remark: line.remark,
    }));

  const duplicatePeriod = (error: unknown) =>
    isUniqueViolation(error) ? new AppError(409, FINANCE_MESSAGES.periodExists) : error;

  function accountDto(item: Awaited<ReturnType<FinanceRepository['accounts']>>[number]): FinanceAccountDto {
    const { account, latest } = item;
    return {
      financialAccountId: account.financialAccountId,
      accountType: account.accountType,
      accountTypeName: accountTypeName(account),
      accountName: account.accountName,
      otherTypeName: account.otherTypeName,
      bankName: account.bankName,
      remark: account.remark,
      reportCount: Number(item.reportCount),
      publishedCount: Number(item.publishedCount),
      latestBalanceFen: latest ? Number(latest.closing) : null,
      latestReportName: latest ? reportName(latest.year, latest.period as ReportPeriod) : null,
      gmtCreate: account.createdAt.toISOString(),
    };
  }

  async function accountDtoOf(access: CommunityAccess, id: number): Promise<FinanceAccountDto> {
    const found = (await repo.accounts(access.community.id)).find((item) => item.account.id === id);
    if (!found) throw new AppError(404, FINANCE_MESSAGES.accountNotFound);
    return accountDto(found);
  }

  return {
    async accounts(access: CommunityAccess): Promise<FinanceAccountDto[]> {
      requireFinanceShown(access);
      return (await repo.accounts(access.community.id)).map(accountDto);
    },

    async accountInfo(access: CommunityAccess, code: string) {
      const account = await requireAccount(access, code);
      return accountDtoOf(access, account.id);
    },

    async createAccount(
      access: CommunityAccess,
      userId: number,
      input: z.infer<typeof financeAccountCreateInput>,
    ) {
      requireFinanceShown(access);
      const row = await repo.insertAccount({
        financialAccountId: newBusinessCode('FA'),
        communityId: access.community.id,
        accountType: input.accountType,
        accountName: input.accountName,
        otherTypeName: input.accountType === 'OTHER' ? input.otherTypeName : null,
        bankName: input.bankName,
        remark: input.remark,
        createdBy: userId,
        createdAt: clock.now(),
      });
      return accountDtoOf(access, row.id);
    },

    async updateAccount(access: CommunityAccess, input: z.infer<typeof financeAccountUpdateInput>) {
      const account = await requireAccount(access, input.financialAccountId);
      await repo.updateAccount(account.id, {
        accountType: input.accountType,
        accountName: input.accountName,
        otherTypeName: input.accountType === 'OTHER' ? input.otherTypeName : null,
        bankName: input.bankName,
        remark: input.remark,
      });
      return accountDtoOf(access, account.id);
    },

    async deleteAccount(access: CommunityAccess, code: string): Promise<null> {
      const account = await requireAccount(access, code);
      if ((await repo.reportCountOf(account.id)) > 0)
        throw new AppError(409, FINANCE_MESSAGES.accountHasReports);
      await repo.deleteAccount(account.id);
      return null;
    },

    async reports(access: CommunityAccess, accountCode: string): Promise<FinanceReportSummaryDto[]> {
      const account = await requireAccount(access, accountCode);
      const hideDrafts = !maySeeDrafts(access.permissions, 'FINANCE');
      return (await repo.reports(account.id))
        .filter((row) => !hideDrafts || row.status !== 'DRAFT')
        .sort(byPeriodDesc)
        .map((row) => summary(row, account.financialAccountId));
    },

    async reportInfo(access: CommunityAccess, code: string): Promise<FinanceReportDto> {
      const { report, account } = await requireReport(access, code);
      return reportDto(report, account, access.community.communityName);
    },

    async createReport(
      access: CommunityAccess,
      userId: number,
      input: z.infer<typeof financeReportCreateInput>,
    ) {
      const account = await requireAccount(access, input.financialAccountId);
      const values = await checkBody(access, userId, input);
      if (await repo.reportOfPeriod(account.id, input.year, input.period))
        throw new AppError(409, FINANCE_MESSAGES.periodExists);
      const now = clock.now();
      const report = await inTransaction((_tx, txRepo) =>
        txRepo.insertReport(
          {
            ...values,
            reportId: newBusinessCode('FR'),
            accountId: account.id,
            communityId: access.community.id,
            status: 'DRAFT',
            createdBy: userId,
            createdAt: now,
            updatedAt: now,
          },
          linesOf(input),
        ),
      ).catch((error: unknown) => {
        throw duplicatePeriod(error);
      });
      return reportDto(report, account, access.community.communityName);
    },

    async updateReport(
      access: CommunityAccess,
      userId: number,
      input: z.infer<typeof financeReportUpdateInput>,
    ) {
      const { report, account } = await requireReport(access, input.reportId);
      if (report.status !== 'DRAFT') throw new AppError(409, FINANCE_MESSAGES.published);
      const values = await checkBody(access, userId, input);
      const other = await repo.reportOfPeriod(account.id, input.year, input.period);
      if (other && other.id !== report.id) throw new AppError(409, FINANCE_MESSAGES.periodExists);
      const row = await inTransaction((_tx, txRepo) =>
        txRepo.replaceReport(report.id, { ...values, updatedAt: clock.now() }, linesOf(input)),
      ).catch((error: unknown) => {
        throw duplicatePeriod(error);
      });
      return reportDto(row, account, access.community.communityName);
    },

    async deleteReport(access: CommunityAccess, code: string): Promise<null> {
      const { report } = await requireReport(access, code);
      if (report.status !== 'DRAFT') throw new AppError(409, FINANCE_MESSAGES.published);
      await repo.deleteReport(report.id);
      return null;
    },

    /** Publication to owners: the totals are checked once more, vouchers become readable by owners. */
    async publishReport(access: CommunityAccess, code: string): Promise<FinanceReportDto> {
      const { report, account } = await requireReport(access, code);
      if (report.status !== 'DRAFT') throw new AppError(409, FINANCE_MESSAGES.published);
      const lines = await repo.lines(report.id);
      const problem = checkReportTotals({ ...report, lines });
      if (problem) throw new AppError(400, totalsProblemMessage(problem));
      const now = clock.now();
      const row = await inTransaction(async (tx, txRepo) => {
        await publishAttachments(tx, report.attachments);
        return txRepo.setReport(report.id, { status: 'PUBLISHED', publishedAt: now, updatedAt: now });
      });
      return reportDto(row, account, access.community.communityName);
    },

    /** The report as an xlsx workbook (text cells neutralised against formula injection). */
    async exportReport(access: CommunityAccess, code: string): Promise<{ name: string; bytes: Buffer }> {
      const { report, account } = await requireReport(access, code);
      const dto = await reportDto(report, account, access.community.communityName);
      const yuan = (fen: number) => formatFen(fen, { grouping: false });
      const dir = await mkdtemp(join(tmpdir(), 'gz-finance-'));
      const path = join(dir, 'report.xlsx');
      try {
        await writeXlsx(path, [
          {
            name: '收支汇总',
            columns: [
              { header: '项目', width: 24 },
              { header: '内容', width: 36 },
            ],
            rows: [
              ['小区', dto.communityName],
              ['账户', `${dto.accountName}（${dto.accountTypeName}）`],
              ['报告期间', dto.reportName],
              ['期初余额（元）', yuan(dto.openingBalanceFen)],
              ['收入合计（元）', yuan(dto.incomeTotalFen)],
              ['支出合计（元）', yuan(dto.expenseTotalFen)],
              ['期末余额（元）', yuan(dto.closingBalanceFen)],
              ['状态', dto.status === 'PUBLISHED' ? '已公开' : '草稿'],
              ['说明', dto.remark ?? ''],
            ],
          },
          {
            name: '收支明细',
            columns: [
              { header: '序号', width: 8 },
              { header: '收支', width: 8 },
              { header: '项目', width: 28 },
              { header: '金额（元）', width: 16 },
              { header: '备注', width: 30 },
            ],
            rows: dto.lines.map((line, index) => [
              index + 1,
              line.direction === 'INCOME' ? '收入' : '支出',
              line.itemName,
              yuan(line.amountFen),
              line.remark ?? '',
            ]),
          },
        ]);
        const bytes = await readFile(path);
        return { name: `${dto.communityName}${dto.accountName}${dto.reportName}财务报告.xlsx`, bytes };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    // ── owner H5 ──
    async ownerReports(userId: number): Promise<OwnerFinanceReportItemDto[]> {
      const rows = await repo.forOwner(userId);
      return rows
        .filter(({ community }) => !isFinanceHidden(community))
        .map(({ report, account, community }) => ({
          ...summary(report, account.financialAccountId),
          communityInfoCode: community.communityInfoCode,
          communityName: community.communityName,
          accountName: account.accountName,
          accountTypeName: accountTypeName(account),
        }));
    },

    async ownerReportInfo(userId: number, code: string): Promise<FinanceReportDto> {
      const found = (await repo.forOwner(userId)).find(
        (row) => row.report.reportId === code && !isFinanceHidden(row.community),
      );
      if (!found) throw new AppError(404, FINANCE_MESSAGES.reportNotFound);
      return reportDto(found.report, found.account, found.community.communityName);
    },
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
