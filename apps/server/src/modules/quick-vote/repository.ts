import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import type { QuickVoteChoice } from '@gongzhi/domain/quick-vote/quick-vote-api';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities } from '../../db/schema';
import { issueQuickAnswers, issueQuicks } from '../../db/tables/quick-vote';
import { stateCondition } from '../questionnaire/repository';

export type IssueQuickRow = typeof issueQuicks.$inferSelect;
export type NewIssueQuick = typeof issueQuicks.$inferInsert;

export function createQuickVoteRepository(db: Db) {
  return {
    async insert(row: NewIssueQuick): Promise<IssueQuickRow> {
      const [inserted] = await db.insert(issueQuicks).values(row).returning();
      if (!inserted) throw new Error('insert returned nothing');
      return inserted;
    },

    async update(id: number, patch: Partial<NewIssueQuick>): Promise<IssueQuickRow> {
      const [updated] = await db.update(issueQuicks).set(patch).where(eq(issueQuicks.id, id)).returning();
      if (!updated) throw new Error('update returned nothing');
      return updated;
    },

    async remove(id: number): Promise<void> {
      await db.delete(issueQuicks).where(eq(issueQuicks.id, id));
    },

    async findByCode(code: string): Promise<IssueQuickRow | null> {
      const [row] = await db.select().from(issueQuicks).where(eq(issueQuicks.issueQuickCode, code));
      return row ?? null;
    },

    /**
     * The row locked for answering (KEY SHARE): state changes (FOR UPDATE, below) wait for answers in
     * flight, answers do not wait for each other, and the kept answer_count trigger may still update
     * the row (questionnaire/repository.ts lockForAnswer says why not FOR SHARE).
     */
    async lockForAnswer(id: number): Promise<IssueQuickRow | null> {
      const [row] = await db.select().from(issueQuicks).where(eq(issueQuicks.id, id)).for('key share');
      return row ?? null;
    },

    async lock(id: number): Promise<IssueQuickRow | null> {
      const [row] = await db.select().from(issueQuicks).where(eq(issueQuicks.id, id)).for('update');
      return row ?? null;
    },

    async list(
      communityId: number,
      /** hideDrafts: callers without QUICK_ISSUE_MANAGEMENT (issue #28; state DRAFT then lists nothing). */
      filter: { state?: QuestionnaireDisplayState; hideDrafts?: boolean },
      now: Date,
      page: number,
      size: number,
    ) {
      const where = and(
        eq(issueQuicks.communityId, communityId),
        filter.hideDrafts ? eq(issueQuicks.isDraft, 'NO') : undefined,
        filter.state ? stateCondition(issueQuicks, filter.state, now) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(issueQuicks).where(where);
      const rows = await db
        .select()
        .from(issueQuicks)
        .where(where)
        .orderBy(desc(issueQuicks.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.n ?? 0 };
    },

    async joinCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: issueQuickAnswers.issueQuickId, n: count() })
        .from(issueQuickAnswers)
        .where(inArray(issueQuickAnswers.issueQuickId, [...ids]))
        .groupBy(issueQuickAnswers.issueQuickId);
      return new Map(rows.map((row) => [row.id, row.n]));
    },

    /** When each resolution's latest answer came in (SPEC §3 joinDate on the staff side). */
    async lastJoinDates(ids: readonly number[]): Promise<Map<number, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: issueQuickAnswers.issueQuickId, last: max(issueQuickAnswers.createdAt) })
        .from(issueQuickAnswers)
        .where(inArray(issueQuickAnswers.issueQuickId, [...ids]))
        .groupBy(issueQuickAnswers.issueQuickId);
      return new Map(rows.flatMap((row) => (row.last ? [[row.id, row.last] as const] : [])));
    },

    /** Heads and area per choice (one aggregate). */
    async tally(issueQuickId: number) {
      return db
        .select({
          choice: issueQuickAnswers.choice,
          heads: count(),
          area: sql<number>`coalesce(sum(${issueQuickAnswers.area}), 0)::int`,
        })
        .from(issueQuickAnswers)
        .where(eq(issueQuickAnswers.issueQuickId, issueQuickId))
        .groupBy(issueQuickAnswers.choice);
    },

    async answerOf(issueQuickId: number, userId: number) {
      const [row] = await db
        .select()
        .from(issueQuickAnswers)
        .where(and(eq(issueQuickAnswers.issueQuickId, issueQuickId), eq(issueQuickAnswers.userId, userId)));
      return row ?? null;
    },

    async answeredIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: issueQuickAnswers.issueQuickId })
        .from(issueQuickAnswers)
        .where(and(eq(issueQuickAnswers.userId, userId), inArray(issueQuickAnswers.issueQuickId, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    async insertAnswer(row: {
      issueQuickId: number;
      userId: number;
      choice: QuickVoteChoice;
      area: number;
      createdAt: Date;
    }) {
      await db.insert(issueQuickAnswers).values(row);
    },

    /** Everyone who may answer and their areas: owners (relation OWNER) of houses in scope, or the workgroup. */
    async electorate(row: IssueQuickRow) {
      if (row.participantType === 'WORKGROUP') {
        const result = await db.execute(sql`
          select cm.user_id as "userId",
            coalesce((select sum(coalesce(h.voting_area, h.register_area, h.survey_area, h.contract_area, 0))
              from owner_houses oh join houses h on h.id = oh.house_id
              where oh.user_id = cm.user_id and oh.relation_type = 'OWNER' and h.community_id = ${row.communityId}), 0)::int as area
          from community_members cm
          where cm.community_id = ${row.communityId}
            and cm.roles && array['COMMITTEE_MEMBER','COMMITTEE_DIRECTOR','COMMITTEE_DEPUTY_DIRECTOR',
              'COMMITTEE_SECRETARY_MEMBER','PREPARE_MEMBER']::text[]`);
        return (result as unknown as { rows: { userId: number; area: number }[] }).rows;
      }
      const buildingFilter =
        row.scopeType === 'BUILDING'
          ? row.scopeBuildingIds.length > 0
            ? sql`and h.building_id in (${sql.join(
                row.scopeBuildingIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql`and false`
          : sql``;
      const result = await db.execute(sql`
        select oh.user_id as "userId",
          sum(coalesce(h.voting_area, h.register_area, h.survey_area, h.contract_area, 0))::int as area
        from owner_houses oh join houses h on h.id = oh.house_id
        where oh.relation_type = 'OWNER' and h.community_id = ${row.communityId} ${buildingFilter}
        group by oh.user_id`);
      return (result as unknown as { rows: { userId: number; area: number }[] }).rows;
    },

    /** Published owner resolutions of the communities where the user owns a house (owner H5). */
    async publishedForOwner(userId: number) {
      return db
        .select({
          row: issueQuicks,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(issueQuicks)
        .innerJoin(communities, eq(communities.id, issueQuicks.communityId))
        .where(
          and(
            eq(issueQuicks.isDraft, 'NO'),
            eq(issueQuicks.participantType, 'OWNER'),
            sql`exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
              where oh.user_id = ${userId} and oh.relation_type = 'OWNER'
              and h.community_id = ${issueQuicks.communityId})`,
          ),
        )
        .orderBy(desc(issueQuicks.id));
    },
  };
}

export type QuickVoteRepository = ReturnType<typeof createQuickVoteRepository>;
