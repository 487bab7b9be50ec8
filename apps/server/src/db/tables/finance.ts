import type { FinanceReportStatus } from '@gongzhi/domain/finance/finance-api';
import type { FinanceAccountType, ReportPeriod } from '@gongzhi/domain/finance/finance-enums';
import type { FinanceDirection } from '@gongzhi/domain/finance/finance-totals';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in fen; bigint columns read back as JS numbers (amounts stay far below 2^53). */
const fen = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A sunshine-finance account of a community (SPEC §9 finance account types). */
export const financialAccounts = pgTable(
  'financial_accounts',
  {
    id: serial('id').primaryKey(),
    financialAccountId: text('financial_account_id').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    accountType: text('account_type').$type<FinanceAccountType>().notNull(),
    accountName: text('account_name').notNull(),
    otherTypeName: text('other_type_name'),
    bankName: text('bank_name'),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('financial_accounts_community_idx').on(table.communityId, table.id)],
);

/** One periodic report of an account; totals are checked against the lines before saving. */
export const financeReports = pgTable(
  'finance_reports',
  {
    id: serial('id').primaryKey(),
    reportId: text('report_id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => financialAccounts.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    period: text('period').$type<ReportPeriod>().notNull(),
    openingBalanceFen: fen('opening_balance_fen'),
    incomeTotalFen: fen('income_total_fen'),
    expenseTotalFen: fen('expense_total_fen'),
    closingBalanceFen: fen('closing_balance_fen'),
    /** Voucher attachment codes. */
    attachments: text('attachments').array().notNull().default([]),
    remark: text('remark'),
    status: text('status').$type<FinanceReportStatus>().notNull().default('DRAFT'),
    publishedAt: instant('published_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('finance_reports_account_period_uq').on(table.accountId, table.year, table.period),
    index('finance_reports_community_idx').on(table.communityId, table.status),
  ],
);

export const financeReportLines = pgTable(
  'finance_report_lines',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => financeReports.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    direction: text('direction').$type<FinanceDirection>().notNull(),
    itemName: text('item_name').notNull(),
    amountFen: fen('amount_fen'),
    remark: text('remark'),
  },
  (table) => [index('finance_report_lines_report_idx').on(table.reportId, table.sort)],
);
