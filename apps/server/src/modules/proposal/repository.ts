import type { ProposalDisplayState, ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import type { RollHouse } from '@gongzhi/domain/voting/voter-roll';
import { houseVotingArea } from '@gongzhi/domain/voting/voter-roll';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, buildings, communities, houses, ownerHouses, users } from '../../db/schema';
import { proposalFills, proposals } from '../../db/tables/proposal';
import { publishAttachments } from '../file/publish';
import { rosterVersionOf } from '../roster/roster-version';

export type ProposalRow = typeof proposals.$inferSelect;
export type NewProposal = typeof proposals.$inferInsert;
export type FillRow = typeof proposalFills.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

/** A proposal with what lists show beside it. */
export type ProposalListRow = ProposalRow & {
  signNum: number;
  creatorName: string | null;
  relationIntention: boolean;
};

export type OwnedHouse = { houseId: number; label: string; area: number };

export type FillListRow = FillRow & { signImage: AttachmentRow | null };

// A questionnaire naming this proposal (relation_proposal_id, questionnaire area) links it.
// Written with the table name: drizzle prints a column inside raw SQL without its table.
const linkedToQuestionnaire = sql<boolean>`exists (select 1 from intention_solicitations s
  where s.relation_proposal_id = proposals.proposal_code and s.community_id = proposals.community_id)`;
const signCount = sql<number>`(select count(*)::int from proposal_fills f where f.proposal_id = proposals.id)`;

function stateCondition(state: ProposalDisplayState, now: Date): SQL {
  if (state === 'NOT_STARTED') return sql`${proposals.startDate} > ${now}`;
  if (state === 'ENDED') return sql`${proposals.endDate} <= ${now}`;
  return sql`${proposals.startDate} <= ${now} and ${proposals.endDate} > ${now}`;
}

const houseLabel = sql<string>`${buildings.buildingName} || ' ' || coalesce(${houses.unitNo} || '-', '') || ${houses.houseNo}`;

export function createProposalRepository(db: Db) {
  const listColumns = {
    proposal: proposals,
    signNum: signCount,
    creatorName: users.ownerName,
    relationIntention: linkedToQuestionnaire,
  };
  const toListRow = (row: {
    proposal: ProposalRow;
    signNum: number;
    creatorName: string | null;
    relationIntention: boolean;
  }): ProposalListRow => ({
    ...row.proposal,
    signNum: Number(row.signNum),
    creatorName: row.creatorName,
    relationIntention: Boolean(row.relationIntention),
  });

  return {
    async insert(values: NewProposal): Promise<ProposalRow> {
      const [row] = await db.insert(proposals).values(values).returning();
      if (!row) throw new Error('insert proposal returned nothing');
      return row;
    },

    async update(id: number, values: Partial<NewProposal>): Promise<void> {
      await db.update(proposals).set(values).where(eq(proposals.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(proposals).where(eq(proposals.id, id));
    },

    /** The row locked for the rest of the transaction (update, delete and sign serialise on it). */
    async lockByCode(proposalCode: string): Promise<ProposalRow | null> {
      const rows = await db
        .select()
        .from(proposals)
        .where(eq(proposals.proposalCode, proposalCode))
        .for('update')
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The row locked for signing (KEY SHARE): update and delete (FOR UPDATE, above) wait for
     * signatures in flight, signatures do not wait for each other, and the kept fill_count trigger
     * may still update the row (questionnaire/repository.ts lockForAnswer says why not FOR SHARE).
     */
    async lockForSign(proposalCode: string): Promise<ProposalRow | null> {
      const rows = await db
        .select()
        .from(proposals)
        .where(eq(proposals.proposalCode, proposalCode))
        .for('key share')
        .limit(1);
      return rows[0] ?? null;
    },

    async findByCode(proposalCode: string): Promise<ProposalListRow | null> {
      const rows = await db
        .select(listColumns)
        .from(proposals)
        .leftJoin(users, eq(users.id, proposals.creatorUserId))
        .where(eq(proposals.proposalCode, proposalCode))
        .limit(1);
      return rows[0] ? toListRow(rows[0]) : null;
    },

    async list(
      communityIds: readonly number[],
      filter: {
        state?: ProposalDisplayState;
        proposalType?: ProposalType;
        searchKey?: string;
        now: Date;
        noIntention?: boolean;
      },
      paging: { page: number; size: number } | null,
    ): Promise<{ rows: ProposalListRow[]; total: number }> {
      if (communityIds.length === 0) return { rows: [], total: 0 };
      const where = and(
        inArray(proposals.communityId, [...communityIds]),
        filter.state ? stateCondition(filter.state, filter.now) : undefined,
        filter.proposalType ? eq(proposals.proposalType, filter.proposalType) : undefined,
        filter.searchKey
          ? ilike(proposals.title, `%${filter.searchKey.replace(/[\\%_]/g, '\\$&')}%`)
          : undefined,
        filter.noIntention ? sql`not ${linkedToQuestionnaire}` : undefined,
      );
      const base = db
        .select(listColumns)
        .from(proposals)
        .leftJoin(users, eq(users.id, proposals.creatorUserId))
        .where(where)
        .orderBy(desc(proposals.createdAt), desc(proposals.id));
      const rows = paging
        ? await base.limit(paging.size).offset((paging.page - 1) * paging.size)
        : await base;
      const [total] = await db.select({ n: count() }).from(proposals).where(where);
      return { rows: rows.map(toListRow), total: total?.n ?? 0 };
    },

    async attachmentsByCodes(codes: readonly string[]): Promise<AttachmentRow[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
      const byCode = new Map(rows.map((row) => [row.attachmentId, row]));
      return codes.flatMap((code) => byCode.get(code) ?? []);
    },

    async attachmentById(id: number): Promise<AttachmentRow | null> {
      const rows = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Files attached to a proposal belong to its community, so its staff may download them. */
    async claimAttachments(ids: readonly number[], communityId: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(attachments)
        .set({ communityId })
        .where(and(inArray(attachments.id, [...ids]), sql`${attachments.communityId} is null`));
    },

    /** A proposal is shown to the community's owners at once: its materials open by public id. */
    async publishMaterials(codes: readonly string[]): Promise<void> {
      await publishAttachments(db, codes);
    },

    /** Every house of the community with its registered owners, for heads and area (DESIGN §7). */
    async rollHouses(communityId: number): Promise<RollHouse[]> {
      const rows = await db
        .select({
          houseId: houses.id,
          votingArea: houses.votingArea,
          registerArea: houses.registerArea,
          surveyArea: houses.surveyArea,
          contractArea: houses.contractArea,
          ownerIds: sql<
            number[]
          >`coalesce((select array_agg(oh.user_id order by oh.user_id) from owner_houses oh
            where oh.house_id = houses.id and oh.relation_type = 'OWNER'), '{}')`,
        })
        .from(houses)
        .where(eq(houses.communityId, communityId))
        .orderBy(asc(houses.id));
      return rows.map((row) => ({
        houseId: row.houseId,
        area: houseVotingArea(row),
        ownerIds: row.ownerIds,
      }));
    },

    /** The user's certified (CORRECT_INFO) owner houses in a community, with the roster's names. */
    async certifiedHouses(
      userId: number,
      communityId: number,
    ): Promise<{ houses: OwnedHouse[]; names: (string | null)[] }> {
      const rows = await db
        .select({
          houseId: houses.id,
          label: houseLabel,
          votingArea: houses.votingArea,
          registerArea: houses.registerArea,
          surveyArea: houses.surveyArea,
          contractArea: houses.contractArea,
          rosterName: ownerHouses.ownerName,
        })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(
          and(
            eq(ownerHouses.userId, userId),
            eq(houses.communityId, communityId),
            eq(ownerHouses.relationType, 'OWNER'),
            eq(ownerHouses.infoState, 'CORRECT_INFO'),
          ),
        )
        .orderBy(asc(houses.id));
      return {
        houses: rows.map((row) => ({ houseId: row.houseId, label: row.label, area: houseVotingArea(row) })),
        names: rows.map((row) => row.rosterName),
      };
    },

    async housesByIds(ids: readonly number[]): Promise<OwnedHouse[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          houseId: houses.id,
          label: houseLabel,
          votingArea: houses.votingArea,
          registerArea: houses.registerArea,
          surveyArea: houses.surveyArea,
          contractArea: houses.contractArea,
        })
        .from(houses)
        .innerJoin(buildings, eq(buildings.id, houses.buildingId))
        .where(inArray(houses.id, [...ids]))
        .orderBy(asc(houses.id));
      return rows.map((row) => ({ houseId: row.houseId, label: row.label, area: houseVotingArea(row) }));
    },

    async userName(userId: number): Promise<string | null> {
      const rows = await db
        .select({ name: users.ownerName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.name ?? null;
    },

    /** Communities where the user holds an owner link, and whether one of them is certified. */
    async ownerCommunities(userId: number) {
      return db
        .select({
          id: communities.id,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
          allowOwnerMotion: communities.allowOwnerMotion,
          certified: sql<boolean>`bool_or(${ownerHouses.infoState} = 'CORRECT_INFO')`,
        })
        .from(ownerHouses)
        .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
        .innerJoin(communities, eq(communities.id, houses.communityId))
        .where(and(eq(ownerHouses.userId, userId), eq(ownerHouses.relationType, 'OWNER')))
        .groupBy(communities.id)
        .orderBy(asc(communities.id));
    },

    async communityById(id: number) {
      const rows = await db.select().from(communities).where(eq(communities.id, id)).limit(1);
      return rows[0] ?? null;
    },

    rosterVersion: (communityId: number) => rosterVersionOf(db, communityId),

    async signerIds(proposalId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: proposalFills.userId })
        .from(proposalFills)
        .where(eq(proposalFills.proposalId, proposalId));
      return rows.map((row) => row.userId);
    },

    /** Signers in commit order after the `afterSeq`-th signature (sign_seq, migration 0023). */
    async signersAfter(proposalId: number, afterSeq: number): Promise<{ userId: number; signSeq: number }[]> {
      const rows = await db
        .select({ userId: proposalFills.userId, signSeq: proposalFills.signSeq })
        .from(proposalFills)
        .where(and(eq(proposalFills.proposalId, proposalId), sql`${proposalFills.signSeq} > ${afterSeq}`))
        .orderBy(asc(proposalFills.signSeq));
      return rows.map((row) => ({ userId: row.userId, signSeq: row.signSeq ?? 0 }));
    },

    async fillOf(proposalId: number, userId: number): Promise<FillRow | null> {
      const rows = await db
        .select()
        .from(proposalFills)
        .where(and(eq(proposalFills.proposalId, proposalId), eq(proposalFills.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async signedProposalIds(userId: number, proposalIds: readonly number[]): Promise<Set<number>> {
      if (proposalIds.length === 0) return new Set();
      const rows = await db
        .select({ id: proposalFills.proposalId })
        .from(proposalFills)
        .where(and(eq(proposalFills.userId, userId), inArray(proposalFills.proposalId, [...proposalIds])));
      return new Set(rows.map((row) => row.id));
    },

    async insertFill(values: typeof proposalFills.$inferInsert): Promise<FillRow> {
      const [row] = await db.insert(proposalFills).values(values).returning();
      if (!row) throw new Error('insert fill returned nothing');
      return row;
    },

    async fills(
      proposalId: number,
      paging: { page: number; size: number } | null,
    ): Promise<{ rows: FillListRow[]; total: number }> {
      const base = db
        .select({ fill: proposalFills, signImage: attachments })
        .from(proposalFills)
        .leftJoin(attachments, eq(attachments.id, proposalFills.signImageId))
        .where(eq(proposalFills.proposalId, proposalId))
        .orderBy(asc(proposalFills.createdAt), asc(proposalFills.id));
      const rows = paging
        ? await base.limit(paging.size).offset((paging.page - 1) * paging.size)
        : await base;
      const [total] = await db
        .select({ n: count() })
        .from(proposalFills)
        .where(eq(proposalFills.proposalId, proposalId));
      return { rows: rows.map((row) => ({ ...row.fill, signImage: row.signImage })), total: total?.n ?? 0 };
    },
  };
}

export type ProposalRepository = ReturnType<typeof createProposalRepository>;
