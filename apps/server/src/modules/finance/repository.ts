import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/column-ref';
import { communities } from '../../db/schema';
import { financeReportLines, financeReports, financialAccounts } from '../../db/tables/finance';

export type AccountRow = typeof financialAccounts.$inferSelect;
export type ReportRow = typeof financeReports.$inferSelect;
export type LineRow = typeof financeReportLines.$inferSelect;
export type NewLine = Omit<typeof financeReportLines.$inferInsert, 'reportId' | 'id'>;

export function createFinanceRepository(db: Db) {
  return {
    async insertAccount(row: typeof financialAccounts.$inferInsert): Promise<AccountRow> {
      const [inserted] = await db.insert(financialAccounts).values(row).returning();
      if (!inserted) throw new Error('account insert returned nothing');
      return inserted;
    },

    async updateAccount(
      id: number,
      patch: Partial<typeof financialAccounts.$inferInsert>,
    ): Promise<AccountRow> {
      const [row] = await db
        .update(financialAccounts)
        .set(patch)
        .where(eq(financialAccounts.id, id))
        .returning();
      if (!row) throw new Error(`account ${id} vanished`);
      return row;
    },

    async deleteAccount(id: number): Promise<void> {
      await db.delete(financialAccounts).where(eq(financialAccounts.id, id));
    },

    async findAccount(code: string): Promise<AccountRow | null> {
      const rows = await db
        .select()
        .from(financialAccounts)
        .where(eq(financialAccounts.financialAccountId, code))
        .limit(1);
      return rows[0] ?? null;
    },

    async findAccountById(id: number): Promise<AccountRow | null> {
      const rows = await db.select().from(financialAccounts).where(eq(financialAccounts.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Accounts of a community with report counts and the latest published closing balance. */
    async accounts(communityId: number) {
      return db
        .select({
          account: financialAccounts,
          reportCount: sql<number>`(select count(*)::int from finance_reports r where r.account_id = ${qualified(financialAccounts.id)})`,
          publishedCount: sql<number>`(select count(*)::int from finance_reports r where r.account_id = ${qualified(financialAccounts.id)} and r.status = 'PUBLISHED')`,
          latest: sql<{
            year: number;
            period: string;
            closing: number;
          } | null>`(select json_build_object('year', r.year, 'period', r.period, 'closing', r.closing_balance_fen)
            from finance_reports r where r.account_id = ${qualified(financialAccounts.id)} and r.status = 'PUBLISHED'
            order by r.year desc, case r.period when 'ALL' then 9 when 'D' then 8 when 'L' then 7 when 'C' then 6 when 'B' then 5 when 'U' then 4 else 3 end desc limit 1)`,
        })
        .from(financialAccounts)
        .where(eq(financialAccounts.communityId, communityId))
        .orderBy(asc(financialAccounts.id));
    },

    async reportCountOf(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(financeReports)
        .where(eq(financeReports.accountId, accountId));
      return row?.n ?? 0;
    },

    async findReport(code: string): Promise<ReportRow | null> {
      const rows = await db.select().from(financeReports).where(eq(financeReports.reportId, code)).limit(1);
      return rows[0] ?? null;
    },

    async reportOfPeriod(accountId: number, year: number, period: string): Promise<ReportRow | null> {
      const rows = await db
        .select()
        .from(financeReports)
        .where(
          and(
            eq(financeReports.accountId, accountId),
            eq(financeReports.year, year),
            eq(financeReports.period, period as ReportRow['period']),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async reports(accountId: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(financeReports)
        .where(eq(financeReports.accountId, accountId))
        .orderBy(desc(financeReports.year), desc(financeReports.period), desc(financeReports.id));
    },

    async lines(reportId: number): Promise<LineRow[]> {
      return db
        .select()
        .from(financeReportLines)
        .where(eq(financeReportLines.reportId, reportId))
        .orderBy(asc(financeReportLines.sort));
    },

    async insertReport(
      row: typeof financeReports.$inferInsert,
      lines: readonly NewLine[],
    ): Promise<ReportRow> {
      const [inserted] = await db.insert(financeReports).values(row).returning();
      if (!inserted) throw new Error('report insert returned nothing');
      if (lines.length > 0)
        await db.insert(financeReportLines).values(lines.map((line) => ({ ...line, reportId: inserted.id })));
      return inserted;
    },

    async replaceReport(
      id: number,
      patch: Partial<typeof financeReports.$inferInsert>,
      lines: readonly NewLine[],
    ): Promise<ReportRow> {
      const [row] = await db.update(financeReports).set(patch).where(eq(financeReports.id, id)).returning();
      if (!row) throw new Error(`report ${id} vanished`);
      await db.delete(financeReportLines).where(eq(financeReportLines.reportId, id));
      if (lines.length > 0)
        await db.insert(financeReportLines).values(lines.map((line) => ({ ...line, reportId: id })));
      return row;
    },

    async setReport(id: number, patch: Partial<typeof financeReports.$inferInsert>): Promise<ReportRow> {
      const [row] = await db.update(financeReports).set(patch).where(eq(financeReports.id, id)).returning();
      if (!row) throw new Error(`report ${id} vanished`);
      return row;
    },

    async deleteReport(id: number): Promise<void> {
      await db.delete(financeReports).where(eq(financeReports.id, id));
    },

    async community(communityId: number) {
      const rows = await db.select().from(communities).where(eq(communities.id, communityId)).limit(1);
      return rows[0] ?? null;
    },

    /** Published reports of the communities where the user owns a house. */
    async forOwner(userId: number) {
      return db
        .select({
          report: financeReports,
          account: financialAccounts,
          community: communities,
        })
        .from(financeReports)
        .innerJoin(financialAccounts, eq(financialAccounts.id, financeReports.accountId))
        .innerJoin(communities, eq(communities.id, financeReports.communityId))
        .where(
          and(
            eq(financeReports.status, 'PUBLISHED'),
            sql`exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
              where oh.user_id = ${userId} and oh.relation_type = 'OWNER' and h.community_id = ${qualified(financeReports.communityId)})`,
          ),
        )
        .orderBy(desc(financeReports.publishedAt), desc(financeReports.id))
        .limit(200);
    },
  };
}

export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
