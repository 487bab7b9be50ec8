import type {
  CertificationType,
  OwnerCertificationReviewState,
} from '@gongzhi/domain/certification/certification-enums';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attachments,
  buildings,
  communities,
  communityMembers,
  houses,
  ownerCertifications,
  ownerHouses,
  users,
} from '../../db/schema';

export type CertificationRow = typeof ownerCertifications.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export type CertificationView = {
  certification: CertificationRow;
  mobile: string;
  communityInfoCode: string;
  communityName: string;
  houseCode: string;
  unitNo: string | null;
  houseNo: string;
  buildingCode: string;
  buildingName: string;
  reviewerName: string | null;
  houseCount: number;
};

export type CertificationSearch = {
  communityId: number;
  types?: readonly CertificationType[];
  state?: OwnerCertificationReviewState;
  searchKey?: string;
};

/** The only SQL of owner certifications and real-name data. */
export function createCertificationRepository(db: Db) {
  const reviewer = sql<
    string | null
  >`(select u2.owner_name from users u2 where u2.id = ${ownerCertifications.reviewerUserId})`;
  // Houses the applicant is already bound to in the certification's community.
  const houseCount = sql<number>`(select count(*)::int from owner_houses oh join houses h2 on h2.id = oh.house_id
    where oh.user_id = ${ownerCertifications.userId} and h2.community_id = ${ownerCertifications.communityId})`;
  const viewColumns = {
    certification: ownerCertifications,
    mobile: users.mobile,
    communityInfoCode: communities.communityInfoCode,
    communityName: communities.communityName,
    houseCode: houses.houseCode,
    unitNo: houses.unitNo,
    houseNo: houses.houseNo,
    buildingCode: buildings.buildingCode,
    buildingName: buildings.buildingName,
    reviewerName: reviewer,
    houseCount,
  };

  function viewQuery() {
    return db
      .select(viewColumns)
      .from(ownerCertifications)
      .innerJoin(users, eq(users.id, ownerCertifications.userId))
      .innerJoin(communities, eq(communities.id, ownerCertifications.communityId))
      .innerJoin(houses, eq(houses.id, ownerCertifications.houseId))
      .innerJoin(buildings, eq(buildings.id, houses.buildingId));
  }

  return {
    async insert(row: typeof ownerCertifications.$inferInsert): Promise<CertificationRow> {
      const [inserted] = await db.insert(ownerCertifications).values(row).returning();
      if (!inserted) throw new Error('certification insert returned nothing');
      return inserted;
    },

    async findView(certificationCode: string): Promise<CertificationView | null> {
      const rows = await viewQuery()
        .where(eq(ownerCertifications.certificationCode, certificationCode))
        .limit(1);
      return rows[0] ?? null;
    },

    async search(filter: CertificationSearch, page: number, size: number) {
      const pattern = filter.searchKey ? `%${filter.searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        eq(ownerCertifications.communityId, filter.communityId),
        filter.types && filter.types.length > 0
          ? inArray(ownerCertifications.certificationType, [...filter.types])
          : undefined,
        filter.state ? eq(ownerCertifications.state, filter.state) : undefined,
        pattern
          ? or(
              ilike(ownerCertifications.ownerName, pattern),
              ilike(users.mobile, pattern),
              ilike(houses.houseNo, pattern),
            )
          : undefined,
      );
      const [total] = await db
        .select({ value: count() })
        .from(ownerCertifications)
        .innerJoin(users, eq(users.id, ownerCertifications.userId))
        .innerJoin(houses, eq(houses.id, ownerCertifications.houseId))
        .where(where);
      const rows = await viewQuery()
        .where(where)
        .orderBy(desc(ownerCertifications.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.value ?? 0 };
    },

    async listOfUser(userId: number): Promise<CertificationView[]> {
      return viewQuery().where(eq(ownerCertifications.userId, userId)).orderBy(desc(ownerCertifications.id));
    },

    async statesOfUser(userId: number): Promise<OwnerCertificationReviewState[]> {
      const rows = await db
        .select({ state: ownerCertifications.state })
        .from(ownerCertifications)
        .where(eq(ownerCertifications.userId, userId))
        .orderBy(desc(ownerCertifications.id));
      return rows.map((row) => row.state);
    },

    async pendingFor(userId: number, houseId: number): Promise<CertificationRow | null> {
      const rows = await db
        .select()
        .from(ownerCertifications)
        .where(
          and(
            eq(ownerCertifications.userId, userId),
            eq(ownerCertifications.houseId, houseId),
            eq(ownerCertifications.state, 'REVIEWING'),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Moves a REVIEWING application to its decision; null when it was decided meanwhile. */
    async decide(
      id: number,
      patch: {
        state: 'APPROVE' | 'REJECTED';
        rejectReason: string | null;
        reviewerUserId: number;
        reviewedAt: Date;
      },
    ): Promise<CertificationRow | null> {
      const rows = await db
        .update(ownerCertifications)
        .set(patch)
        .where(and(eq(ownerCertifications.id, id), eq(ownerCertifications.state, 'REVIEWING')))
        .returning();
      return rows[0] ?? null;
    },

    async linkOf(userId: number, houseId: number) {
      const rows = await db
        .select()
        .from(ownerHouses)
        .where(and(eq(ownerHouses.userId, userId), eq(ownerHouses.houseId, houseId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async upsertCertifiedLink(row: typeof ownerHouses.$inferInsert): Promise<void> {
      await db
        .insert(ownerHouses)
        .values(row)
        .onConflictDoUpdate({
          target: [ownerHouses.userId, ownerHouses.houseId],
          set: {
            relationType: row.relationType,
            infoState: 'CORRECT_INFO',
            source: 'CERTIFICATION',
            ownerName: row.ownerName,
            cardType: row.cardType,
            cardNo: row.cardNo,
          },
        });
    },

    // ── users and real name ──
    async findUser(userId: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return rows[0] ?? null;
    },

    /** Another user who holds this ID number (SPEC §8 code 534). */
    async otherHolderOf(cardNo: string, userId: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.cardNo, cardNo), ne(users.id, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async setRealName(
      userId: number,
      patch: {
        ownerName: string;
        cardNo: string;
        cardType: 'RESIDENT_ID_CARD' | string;
        realNameAt: Date | null;
      },
    ) {
      await db
        .update(users)
        .set({
          ownerName: patch.ownerName,
          cardNo: patch.cardNo,
          cardType: patch.cardType as UserRow['cardType'],
          realNameAt: patch.realNameAt,
        })
        .where(eq(users.id, userId));
    },

    // ── proof files ──
    async attachmentsByCodes(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
    },

    /** Proof files join the community they prove for, so its staff may open them. */
    async attachToCommunity(codes: readonly string[], communityId: number): Promise<void> {
      if (codes.length === 0) return;
      await db
        .update(attachments)
        .set({ communityId })
        .where(and(inArray(attachments.attachmentId, [...codes]), sql`${attachments.communityId} is null`));
    },

    // ── owner H5 reads ──
    async findCommunity(communityInfoCode: string) {
      const rows = await db
        .select()
        .from(communities)
        .where(eq(communities.communityInfoCode, communityInfoCode))
        .limit(1);
      return rows[0] ?? null;
    },

    async findHouse(houseCode: string) {
      const rows = await db.select().from(houses).where(eq(houses.houseCode, houseCode)).limit(1);
      return rows[0] ?? null;
    },

    async findBuilding(buildingCode: string) {
      const rows = await db.select().from(buildings).where(eq(buildings.buildingCode, buildingCode)).limit(1);
      return rows[0] ?? null;
    },

    async buildingsOf(communityId: number) {
      return db
        .select({
          buildingCode: buildings.buildingCode,
          buildingName: buildings.buildingName,
          buildingAttribute: buildings.buildingAttribute,
        })
        .from(buildings)
        .where(eq(buildings.communityId, communityId))
        .orderBy(asc(buildings.sort), asc(buildings.buildingName));
    },

    async housesOf(buildingId: number) {
      return db
        .select({
          houseCode: houses.houseCode,
          unitNo: houses.unitNo,
          floor: houses.floor,
          houseNo: houses.houseNo,
        })
        .from(houses)
        .where(eq(houses.buildingId, buildingId))
        .orderBy(asc(houses.unitNo), asc(houses.floor), asc(houses.houseNo));
    },

    async linkedHousesOf(userId: number) {
      return db
        .select({
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
          houseCode: houses.houseCode,
          buildingName: buildings.buildingName,
          buildingAttribute: buildings.buildingAttribute,
          unitNo: houses.unitNo,
          floor: houses.floor,
          houseNo: houses.houseNo,
          votingArea: houses.votingArea,
          registerArea: houses.registerArea,
          surveyArea: houses.surveyArea,
          contractArea: houses.contractArea,
          relationType: ownerHouses.relationType,
          ownerHouseInfoState: ownerHouses.infoState,
        })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .innerJoin(communities, eq(communities.id, houses.communityId))
        .where(eq(ownerHouses.userId, userId))
        .orderBy(
          asc(communities.id),
          asc(buildings.sort),
          asc(houses.unitNo),
          asc(houses.floor),
          asc(houses.houseNo),
        );
    },

    async memberCommunitiesOf(userId: number) {
      return db
        .select({
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(communityMembers)
        .innerJoin(communities, eq(communities.id, communityMembers.communityId))
        .where(eq(communityMembers.userId, userId))
        .orderBy(asc(communities.id));
    },
  };
}

export type CertificationRepository = ReturnType<typeof createCertificationRepository>;
