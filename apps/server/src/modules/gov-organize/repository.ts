import type { EarlierJoin } from '@gongzhi/domain/gov-organize/gov-join-apply';
import type { GovJoinRecordState } from '@gongzhi/domain/gov-organize/gov-join-review';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, govStaff, govUnits, users } from '../../db/schema';
import { govJoinProofs, govJoinRecords, govOrganizations } from '../../db/tables/gov-organize';

export type GovJoinRecordRow = typeof govJoinRecords.$inferSelect;
export type GovUnitRow = typeof govUnits.$inferSelect;

/** What an approval opens: the unit (found by name under its parent, else made) and the contact's account. */
export type JoinOpening = {
  unit: { level: 'STREET' | 'COMMUNITY'; name: string; parentCode: string | null; newCode: string };
  contact: { mobile: string; name: string; position: string; newUserCode: string };
};

export type GovOrganizationRow = typeof govOrganizations.$inferSelect;

/** The place columns of a join application (canonical names, gov-join-apply.ts). */
export type JoinPlace = Pick<
  typeof govJoinRecords.$inferInsert,
  'level' | 'province' | 'city' | 'district' | 'street' | 'community'
>;

/** An anonymous proof upload with its attachment. */
export type JoinProofRow = {
  proofId: number;
  mobile: string;
  joinRecordId: number | null;
  attachment: typeof attachments.$inferSelect;
};

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

    /** Applications still waiting or approved for the same place, and whether each approval's unit still exists. */
    async earlierJoins(place: JoinPlace): Promise<EarlierJoin[]> {
      const rows = await db
        .select({ state: govJoinRecords.state, unitCode: govUnits.code })
        .from(govJoinRecords)
        .leftJoin(govUnits, eq(govUnits.code, govJoinRecords.unitCode))
        .where(
          and(
            eq(govJoinRecords.level, place.level),
            eq(govJoinRecords.province, place.province ?? ''),
            eq(govJoinRecords.city, place.city ?? ''),
            eq(govJoinRecords.district, place.district ?? ''),
            eq(govJoinRecords.street, place.street ?? ''),
            eq(govJoinRecords.community, place.community ?? ''),
            inArray(govJoinRecords.state, ['PENDING', 'APPROVED']),
          ),
        );
      return rows.map((row) => ({ state: row.state, unitExists: row.unitCode !== null }));
    },

    /** Binds a just-signed upload slot (by its attachment id) to the phone that asked for it. */
    async insertJoinProof(attachmentCode: string, mobile: string, now: Date): Promise<void> {
      const [slot] = await db
        .select({ id: attachments.id })
        .from(attachments)
        .where(eq(attachments.attachmentId, attachmentCode));
      if (!slot) throw new Error('upload slot vanished right after signing');
      await db.insert(govJoinProofs).values({ attachmentId: slot.id, mobile, createdAt: now });
    },

    /** Proof uploads of a phone that no application took yet (the cap on anonymous uploads). */
    async unusedProofCount(mobile: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(govJoinProofs)
        .where(and(eq(govJoinProofs.mobile, mobile), isNull(govJoinProofs.joinRecordId)));
      return row?.n ?? 0;
    },

    /**
     * Removes proof uploads no application took, made before `before`, with their attachments
     * (the proof rows go with them); answers the removed objects' keys for the store.
     */
    async deleteUntakenProofs(before: Date): Promise<string[]> {
      const stale = db
        .select({ id: govJoinProofs.attachmentId })
        .from(govJoinProofs)
        .where(and(isNull(govJoinProofs.joinRecordId), lt(govJoinProofs.createdAt, before)));
      const removed = await db
        .delete(attachments)
        .where(inArray(attachments.id, stale))
        .returning({ objectKey: attachments.objectKey });
      return removed.map((row) => row.objectKey);
    },

    /** Proof uploads by their attachments' ids (those that are not proofs are simply missing). */
    async proofsByAttachmentIds(attachmentIds: readonly string[]): Promise<JoinProofRow[]> {
      if (attachmentIds.length === 0) return [];
      return db
        .select({
          proofId: govJoinProofs.id,
          mobile: govJoinProofs.mobile,
          joinRecordId: govJoinProofs.joinRecordId,
          attachment: attachments,
        })
        .from(govJoinProofs)
        .innerJoin(attachments, eq(attachments.id, govJoinProofs.attachmentId))
        .where(inArray(attachments.attachmentId, [...attachmentIds]));
    },

    /** The proofs an application took, in upload order. */
    async proofsOf(joinRecordIds: readonly number[]) {
      if (joinRecordIds.length === 0) return [];
      return db
        .select({ joinRecordId: govJoinProofs.joinRecordId, attachment: attachments })
        .from(govJoinProofs)
        .innerJoin(attachments, eq(attachments.id, govJoinProofs.attachmentId))
        .where(inArray(govJoinProofs.joinRecordId, [...joinRecordIds]))
        .orderBy(asc(govJoinProofs.id));
    },

    /**
     * Stores an application and gives it its proofs, all or nothing: null when another application
     * for the place is waiting (the partial unique index) or a proof was taken meanwhile.
     */
    async insertJoinRecord(row: typeof govJoinRecords.$inferInsert, proofIds: readonly number[]) {
      class Taken extends Error {}
      try {
        return await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(govJoinRecords).values(row).onConflictDoNothing().returning();
          if (!inserted) throw new Taken();
          if (proofIds.length > 0) {
            const bound = await tx
              .update(govJoinProofs)
              .set({ joinRecordId: inserted.id })
              .where(
                and(
                  inArray(govJoinProofs.id, [...proofIds]),
                  eq(govJoinProofs.mobile, row.mobile),
                  isNull(govJoinProofs.joinRecordId),
                ),
              )
              .returning({ id: govJoinProofs.id });
            if (bound.length !== proofIds.length) throw new Taken();
          }
          return inserted;
        });
      } catch (error) {
        if (error instanceof Taken) return null;
        throw error;
      }
    },

    /** Join applications, newest first, by state and a search over name, region, contact, mobile. */
    async listJoinRecords(
      filter: { state?: GovJoinRecordState; searchKey?: string },
      page: number,
      size: number,
    ) {
      const like = filter.searchKey ? `%${filter.searchKey.replace(/[\\%_]/g, '\\$&')}%` : null;
      const where = and(
        filter.state ? eq(govJoinRecords.state, filter.state) : undefined,
        like
          ? or(
              ilike(govJoinRecords.organizeName, like),
              ilike(govJoinRecords.region, like),
              ilike(govJoinRecords.contactName, like),
              ilike(govJoinRecords.mobile, like),
            )
          : undefined,
      );
      const [total] = await db.select({ n: count() }).from(govJoinRecords).where(where);
      const rows = await db
        .select({ record: govJoinRecords, reviewerName: users.ownerName, unitName: govUnits.name })
        .from(govJoinRecords)
        .leftJoin(users, eq(users.id, govJoinRecords.reviewedByUserId))
        .leftJoin(govUnits, eq(govUnits.code, govJoinRecords.unitCode))
        .where(where)
        .orderBy(desc(govJoinRecords.createdAt), desc(govJoinRecords.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.n ?? 0 };
    },

    async findJoinRecord(code: string) {
      const [row] = await db
        .select({ record: govJoinRecords, reviewerName: users.ownerName, unitName: govUnits.name })
        .from(govJoinRecords)
        .leftJoin(users, eq(users.id, govJoinRecords.reviewedByUserId))
        .leftJoin(govUnits, eq(govUnits.code, govJoinRecords.unitCode))
        .where(eq(govJoinRecords.joinRecordCode, code));
      return row ?? null;
    },

    /** Decides a still-PENDING application; false when someone decided it first (conditional). */
    async decideJoinRecord(
      id: number,
      decision: {
        state: GovJoinRecordState;
        reviewRemark: string;
        reviewedByUserId: number;
        reviewedAt: Date;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(govJoinRecords)
        .set(decision)
        .where(and(eq(govJoinRecords.id, id), eq(govJoinRecords.state, 'PENDING')))
        .returning({ id: govJoinRecords.id });
      return rows.length > 0;
    },

    /**
     * Approves a still-PENDING application and opens it, all or nothing: the unit, the contact's
     * user (found by phone, else made) and their government staff row, uncertified (NO), so they
     * log in as government staff and certify. 'decided' when someone decided it first; 'staff' when
     * the phone is already government staff (nothing changes either way).
     */
    async approveJoinRecord(
      id: number,
      decision: { reviewRemark: string; reviewedByUserId: number; reviewedAt: Date },
      opening: JoinOpening,
    ): Promise<'approved' | 'decided' | 'staff'> {
      class Rollback extends Error {
        constructor(readonly outcome: 'decided' | 'staff') {
          super(outcome);
        }
      }
      try {
        return await db.transaction(async (tx) => {
          const { unit, contact } = opening;
          const parent = unit.parentCode
            ? eq(govUnits.parentCode, unit.parentCode)
            : isNull(govUnits.parentCode);
          const [existing] = await tx
            .select({ code: govUnits.code })
            .from(govUnits)
            .where(and(eq(govUnits.level, unit.level), eq(govUnits.name, unit.name), parent));
          const unitCode = existing?.code ?? unit.newCode;
          const decided = await tx
            .update(govJoinRecords)
            .set({ ...decision, state: 'APPROVED', unitCode })
            .where(and(eq(govJoinRecords.id, id), eq(govJoinRecords.state, 'PENDING')))
            .returning({ id: govJoinRecords.id });
          if (decided.length === 0) throw new Rollback('decided');
          if (!existing)
            await tx.insert(govUnits).values({
              code: unitCode,
              name: unit.name,
              level: unit.level,
              parentCode: unit.parentCode,
            });
          await tx
            .insert(users)
            .values({ mobile: contact.mobile, userCode: contact.newUserCode, ownerName: contact.name })
            .onConflictDoNothing({ target: users.mobile });
          const [user] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.mobile, contact.mobile));
          if (!user) throw new Error('contact user vanished right after creation');
          const placed = await tx
            .insert(govStaff)
            .values({
              userId: user.id,
              level: unit.level,
              streetCode: unit.level === 'STREET' ? unitCode : (unit.parentCode ?? ''),
              govCommunityCode: unit.level === 'STREET' ? null : unitCode,
              position: contact.position || null,
            })
            .onConflictDoNothing({ target: govStaff.userId })
            .returning({ id: govStaff.id });
          if (placed.length === 0) throw new Rollback('staff');
          return 'approved' as const;
        });
      } catch (error) {
        if (error instanceof Rollback) return error.outcome;
        throw error;
      }
    },

    /** Every street and 社区, by code. */
    async units() {
      return db.select().from(govUnits).orderBy(asc(govUnits.code));
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
