import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { govStaff, govUnits } from '../../db/schema';
import { govJoinRecords, govOrganizations } from '../../db/tables/gov-organize';

export type GovOrganizationRow = typeof govOrganizations.$inferSelect;

/** The SQL of organisation profiles, join applications and a staff member's choice of unit. */
export function createGovOrganizeRepository(db: Db) {
  return {
    async findOrganization(unitCode: string): Promise<GovOrganizationRow | null> {
      const [row] = await db.select().from(govOrganizations).where(eq(govOrganizations.unitCode, unitCode));
      return row ?? null;
    },

    async saveOrganization(row: typeof govOrganizations.$inferInsert): Promise<GovOrganizationRow> {
      const { unitCode: _unit, ...patch } = row;
      const [saved] = await db
        .insert(govOrganizations)
        .values(row)
        .onConflictDoUpdate({ target: govOrganizations.unitCode, set: patch })
        .returning();
      if (!saved) throw new Error('organisation upsert returned nothing');
      return saved;
    },

    async insertJoinRecord(row: typeof govJoinRecords.$inferInsert) {
      const [inserted] = await db.insert(govJoinRecords).values(row).returning();
      if (!inserted) throw new Error('join record insert returned nothing');
      return inserted;
    },

    async unit(code: string) {
      const [row] = await db.select().from(govUnits).where(eq(govUnits.code, code));
      return row ?? null;
    },

    /**
     * Moves a government user to another unit, only while nothing is under review or granted for the
     * old one (NO or REJECTED); conditional, so a racing certification submission cannot slip by.
     */
    async setStaffUnitIfUncertified(
      userId: number,
      unit: { level: 'STREET' | 'COMMUNITY'; streetCode: string; govCommunityCode: string | null },
    ): Promise<boolean> {
      const rows = await db
        .update(govStaff)
        .set(unit)
        .where(and(eq(govStaff.userId, userId), inArray(govStaff.hasGovAuth, ['NO', 'REJECTED'])))
        .returning({ id: govStaff.id });
      return rows.length > 0;
    },
  };
}

export type GovOrganizeRepository = ReturnType<typeof createGovOrganizeRepository>;
