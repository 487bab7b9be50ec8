import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, govStaff, govUnits, users } from '../../db/schema';
import { govBasicSettings, govCertifications, platformOperators } from '../../db/tables/gov-settings';

export type GovCertificationRow = typeof govCertifications.$inferSelect;
export type GovBasicSettingsRow = typeof govBasicSettings.$inferSelect;
export type GovUserRow = typeof users.$inferSelect;

/** An application with the applicant's mobile and office, as the operator lists it. */
export type GovCertificationView = {
  application: GovCertificationRow;
  mobile: string;
  level: 'STREET' | 'COMMUNITY';
  streetCode: string;
  govCommunityCode: string | null;
};

export function createGovSettingsRepository(db: Db) {
  const viewColumns = {
    application: govCertifications,
    mobile: users.mobile,
    level: govStaff.level,
    streetCode: govStaff.streetCode,
    govCommunityCode: govStaff.govCommunityCode,
  };

  return {
    async findUser(userId: number): Promise<GovUserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return rows[0] ?? null;
    },

    async otherHolderOf(cardNo: string, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.cardNo, cardNo), ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async isOperator(userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: platformOperators.id })
        .from(platformOperators)
        .where(eq(platformOperators.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    async unitNames(codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: govUnits.code, name: govUnits.name })
        .from(govUnits)
        .where(inArray(govUnits.code, [...codes]));
      return new Map(rows.map((row) => [row.code, row.name]));
    },

    async latestOf(userId: number): Promise<GovCertificationRow | null> {
      const rows = await db
        .select()
        .from(govCertifications)
        .where(eq(govCertifications.userId, userId))
        .orderBy(desc(govCertifications.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async attachmentsByCodes(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
    },

    /** Moves the staff member to `next` only from one of `from`; false when the state had moved on. */
    async moveGovAuth(
      userId: number,
      from: readonly ('YES' | 'NO' | 'REVIEWING' | 'REJECTED')[],
      next: 'YES' | 'NO' | 'REVIEWING' | 'REJECTED',
      position?: string,
    ): Promise<boolean> {
      const rows = await db
        .update(govStaff)
        .set(position === undefined ? { hasGovAuth: next } : { hasGovAuth: next, position })
        .where(and(eq(govStaff.userId, userId), inArray(govStaff.hasGovAuth, [...from])))
        .returning({ id: govStaff.id });
      return rows.length > 0;
    },

    async insertApplication(row: typeof govCertifications.$inferInsert): Promise<GovCertificationRow> {
      const [inserted] = await db.insert(govCertifications).values(row).returning();
      if (!inserted) throw new Error('insert returned nothing');
      return inserted;
    },

    async findView(applicationCode: string): Promise<GovCertificationView | null> {
      const rows = await db
        .select(viewColumns)
        .from(govCertifications)
        .innerJoin(users, eq(users.id, govCertifications.userId))
        .innerJoin(govStaff, eq(govStaff.userId, govCertifications.userId))
        .where(eq(govCertifications.applicationCode, applicationCode))
        .limit(1);
      return rows[0] ?? null;
    },

    async list(state: GovCertificationRow['state'] | undefined, page: number, size: number) {
      const where = state ? eq(govCertifications.state, state) : undefined;
      const rows = await db
        .select(viewColumns)
        .from(govCertifications)
        .innerJoin(users, eq(users.id, govCertifications.userId))
        .innerJoin(govStaff, eq(govStaff.userId, govCertifications.userId))
        .where(where)
        .orderBy(desc(govCertifications.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(govCertifications).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** Decides a REVIEWING application; null when it was decided meanwhile. */
    async decide(
      id: number,
      patch: Pick<GovCertificationRow, 'state' | 'rejectReason' | 'reviewerUserId' | 'reviewedAt'>,
    ): Promise<GovCertificationRow | null> {
      const rows = await db
        .update(govCertifications)
        .set(patch)
        .where(and(eq(govCertifications.id, id), eq(govCertifications.state, 'REVIEWING')))
        .returning();
      return rows[0] ?? null;
    },

    async setRealName(userId: number, patch: { ownerName: string; cardNo: string; realNameAt: Date }) {
      await db
        .update(users)
        .set({ ...patch, cardType: 'RESIDENT_ID_CARD' })
        .where(eq(users.id, userId));
    },

    async findSettings(unitCode: string): Promise<GovBasicSettingsRow | null> {
      const rows = await db
        .select()
        .from(govBasicSettings)
        .where(eq(govBasicSettings.unitCode, unitCode))
        .limit(1);
      return rows[0] ?? null;
    },

    async saveSettings(row: typeof govBasicSettings.$inferInsert): Promise<GovBasicSettingsRow> {
      const { unitCode: _unit, ...patch } = row;
      const [saved] = await db
        .insert(govBasicSettings)
        .values(row)
        .onConflictDoUpdate({ target: govBasicSettings.unitCode, set: patch })
        .returning();
      if (!saved) throw new Error('upsert returned nothing');
      return saved;
    },
  };
}

export type GovSettingsRepository = ReturnType<typeof createGovSettingsRepository>;
