import type { CommunityOrganizationState } from '@gongzhi/domain/community/community-enums';
import type { VotingRoleTypeSetting } from '@gongzhi/domain/community/voting-role-types';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUniqueViolation } from '../../common/db-errors';
import type { Db } from '../../db/client';
import { attachments, communities, communityMembers, govUnits, users } from '../../db/schema';
import { communityRegistrations } from '../../db/tables/community';
import type { Jurisdiction } from '../community/repository';

export type RegistrationRow = typeof communityRegistrations.$inferSelect;
export type NewRegistration = typeof communityRegistrations.$inferInsert;

/** One application with the names its DTO shows. */
export type RegistrationView = {
  registration: RegistrationRow;
  communityInfoCode: string | null;
  registrantName: string | null;
  registrantMobile: string;
  reviewerName: string | null;
  streetName: string | null;
  govCommunityName: string | null;
};

export type Decision = { reviewedByUserId: number; reviewedAt: Date };

/** What an approval writes into the community (all but the membership). */
export type CommunityChange = {
  organisationState: CommunityOrganizationState;
  /** The registrant's role in the organisation, given with COMMUNITY_ADMIN. */
  roleType: string;
  /** Roles the registrant gives up (a preparatory member once the committee stands). */
  dropRoles: readonly string[];
  /** For REGISTER: the code of the community the approval creates. */
  newCommunityCode: string;
};

const registrant = alias(users, 'registrant');
const reviewer = alias(users, 'reviewer');
const street = alias(govUnits, 'street_unit');
const govCommunity = alias(govUnits, 'gov_community_unit');

function escapeLike(value: string): string {
  return `%${value.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The SQL of community registration, certification and organisation-change applications. */
export function createRegistrationRepository(db: Db) {
  function views(where: SQL | undefined) {
    return db
      .select({
        registration: communityRegistrations,
        communityInfoCode: communities.communityInfoCode,
        registrantName: registrant.ownerName,
        registrantMobile: registrant.mobile,
        reviewerName: reviewer.ownerName,
        streetName: street.name,
        govCommunityName: govCommunity.name,
      })
      .from(communityRegistrations)
      .innerJoin(registrant, eq(registrant.id, communityRegistrations.registrantUserId))
      .leftJoin(reviewer, eq(reviewer.id, communityRegistrations.reviewedByUserId))
      .leftJoin(communities, eq(communities.id, communityRegistrations.communityId))
      .leftJoin(street, eq(street.code, communityRegistrations.streetCode))
      .leftJoin(govCommunity, eq(govCommunity.code, communityRegistrations.govCommunityCode))
      .where(where);
  }

  /** Street staff see every application of their street; 社区 staff those naming their 社区. */
  function scopeFilter(scope: Jurisdiction): SQL {
    if (scope.level === 'STREET') return eq(communityRegistrations.streetCode, scope.streetCode);
    return eq(communityRegistrations.govCommunityCode, scope.govCommunityCode ?? '');
  }

  return {
    async units() {
      return db.select().from(govUnits).orderBy(asc(govUnits.code));
    },

    async unit(code: string) {
      const [row] = await db.select().from(govUnits).where(eq(govUnits.code, code));
      return row ?? null;
    },

    async attachmentsByCodes(codes: readonly string[]) {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
    },

    /** Gives a nameless account this name; answers the account's name afterwards (empty if still none). */
    async nameRegistrant(userId: number, name: string | undefined): Promise<string> {
      const [row] = await db.select({ ownerName: users.ownerName }).from(users).where(eq(users.id, userId));
      const current = row?.ownerName?.trim() ?? '';
      if (current || !name) return current;
      await db.update(users).set({ ownerName: name }).where(eq(users.id, userId));
      return name;
    },

    async sameNameInStreet(streetCode: string, communityName: string): Promise<boolean> {
      const rows = await db
        .select({ id: communities.id })
        .from(communities)
        .where(and(eq(communities.streetCode, streetCode), eq(communities.communityName, communityName)))
        .limit(1);
      return rows.length > 0;
    },

    async pendingOf(userId: number, communityKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: communityRegistrations.id })
        .from(communityRegistrations)
        .where(
          and(
            eq(communityRegistrations.registrantUserId, userId),
            eq(communityRegistrations.communityKey, communityKey),
            eq(communityRegistrations.state, 'REVIEWING'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts an application; null when the user already has one pending for that community (race). */
    async insert(row: NewRegistration): Promise<RegistrationRow | null> {
      try {
        const [inserted] = await db.insert(communityRegistrations).values(row).returning();
        return inserted ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findView(code: string): Promise<RegistrationView | null> {
      const [row] = await views(eq(communityRegistrations.registrationCode, code)).limit(1);
      return row ?? null;
    },

    async listMine(userId: number): Promise<RegistrationView[]> {
      return views(eq(communityRegistrations.registrantUserId, userId)).orderBy(
        desc(communityRegistrations.submittedAt),
        desc(communityRegistrations.id),
      );
    },

    /** A reviewer's page: newest submission first, by state, kind and a search over name, address, registrant. */
    async listForScope(
      scope: Jurisdiction,
      filter: { state?: RegistrationRow['state']; kind?: RegistrationRow['kind']; searchKey?: string },
      page: number,
      size: number,
    ): Promise<{ rows: RegistrationView[]; total: number }> {
      const like = filter.searchKey ? escapeLike(filter.searchKey) : null;
      const where = and(
        scopeFilter(scope),
        filter.state ? eq(communityRegistrations.state, filter.state) : undefined,
        filter.kind ? eq(communityRegistrations.kind, filter.kind) : undefined,
        like
          ? or(
              ilike(communityRegistrations.communityName, like),
              ilike(communityRegistrations.address, like),
              ilike(registrant.ownerName, like),
              ilike(registrant.mobile, like),
            )
          : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(communityRegistrations)
        .innerJoin(registrant, eq(registrant.id, communityRegistrations.registrantUserId))
        .where(where);
      const rows = await views(where)
        .orderBy(desc(communityRegistrations.submittedAt), desc(communityRegistrations.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Puts a REJECTED application back to REVIEWING with the fixed fields; 'moved' when the state
     * had changed meanwhile, 'duplicate' when another of the user's applications for that community
     * is pending.
     */
    async resubmit(
      id: number,
      patch: Partial<NewRegistration> & { submittedAt: Date },
    ): Promise<'ok' | 'moved' | 'duplicate'> {
      try {
        const [current] = await db
          .select({ submitCount: communityRegistrations.submitCount })
          .from(communityRegistrations)
          .where(eq(communityRegistrations.id, id));
        const rows = await db
          .update(communityRegistrations)
          .set({
            ...patch,
            state: 'REVIEWING',
            rejectReason: '',
            reviewedAt: null,
            reviewedByUserId: null,
            submitCount: (current?.submitCount ?? 0) + 1,
          })
          .where(and(eq(communityRegistrations.id, id), eq(communityRegistrations.state, 'REJECTED')))
          .returning({ id: communityRegistrations.id });
        return rows.length > 0 ? 'ok' : 'moved';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /** Rejects a REVIEWING application; false when someone decided it first. */
    async reject(id: number, decision: Decision & { rejectReason: string }): Promise<boolean> {
      const rows = await db
        .update(communityRegistrations)
        .set({ ...decision, state: 'REJECTED' })
        .where(and(eq(communityRegistrations.id, id), eq(communityRegistrations.state, 'REVIEWING')))
        .returning({ id: communityRegistrations.id });
      return rows.length > 0;
    },

    /**
     * Approves a REVIEWING application and applies it, all or nothing: a new community is created
     * (REGISTER) or the existing one certified / its organisation changed; the registrant becomes a
     * member with their role and COMMUNITY_ADMIN. False when someone decided it first.
     */
    async approve(row: RegistrationRow, decision: Decision, change: CommunityChange): Promise<boolean> {
      class Decided extends Error {}
      try {
        await db.transaction(async (tx) => {
          const decided = await tx
            .update(communityRegistrations)
            .set({ ...decision, state: 'APPROVED' })
            .where(and(eq(communityRegistrations.id, row.id), eq(communityRegistrations.state, 'REVIEWING')))
            .returning({ id: communityRegistrations.id });
          if (decided.length === 0) throw new Decided();
          const place = {
            communityName: row.communityName,
            provinceName: row.provinceName,
            cityName: row.cityName,
            districtName: row.districtName,
            address: row.address,
            streetCode: row.streetCode,
            govCommunityCode: row.govCommunityCode,
          };
          let communityId = row.communityId;
          if (row.kind === 'REGISTER') {
            const [created] = await tx
              .insert(communities)
              .values({
                ...place,
                communityInfoCode: change.newCommunityCode,
                hasAuth: 'YES',
                organisationState: change.organisationState,
              })
              .returning({ id: communities.id });
            communityId = created?.id ?? null;
            await tx
              .update(communityRegistrations)
              .set({ communityId })
              .where(eq(communityRegistrations.id, row.id));
          } else if (row.kind === 'CERTIFY_EXISTING' && communityId !== null) {
            await tx
              .update(communities)
              .set({ ...place, hasAuth: 'YES', organisationState: change.organisationState })
              .where(eq(communities.id, communityId));
          } else if (communityId !== null) {
            await tx
              .update(communities)
              .set({ organisationState: change.organisationState })
              .where(eq(communities.id, communityId));
          }
          if (communityId === null) throw new Error('approved application without a community');
          const [member] = await tx
            .select({ id: communityMembers.id, roles: communityMembers.roles })
            .from(communityMembers)
            .where(
              and(
                eq(communityMembers.userId, row.registrantUserId),
                eq(communityMembers.communityId, communityId),
              ),
            );
          const kept = (member?.roles ?? []).filter((role) => !change.dropRoles.includes(role));
          const roles = [...new Set([...kept, change.roleType, 'COMMUNITY_ADMIN'])];
          if (member)
            await tx.update(communityMembers).set({ roles }).where(eq(communityMembers.id, member.id));
          else await tx.insert(communityMembers).values({ userId: row.registrantUserId, communityId, roles });
        });
        return true;
      } catch (error) {
        if (error instanceof Decided) return false;
        throw error;
      }
    },

    async saveFlags(
      communityId: number,
      flags: {
        allowOwnerMotion: 'YES' | 'NO';
        viewOnlyForOwners: 'YES' | 'NO';
        publishHouseNumbers: 'YES' | 'NO';
        votingRoleTypes: VotingRoleTypeSetting[];
      },
    ): Promise<void> {
      await db.update(communities).set(flags).where(eq(communities.id, communityId));
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
