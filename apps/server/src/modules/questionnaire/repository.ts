import type { OwnerHouseRelationType } from '@gongzhi/domain/certification/certification-enums';
import { questionnaireRelations } from '@gongzhi/domain/community/voting-role-types';
import type { QuestionInput } from '@gongzhi/domain/questionnaire/questionnaire-api';
import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, buildings, communities, houses, ownerHouses, users } from '../../db/schema';
import { govSolicitationTargets } from '../../db/tables/gov-solicitation';
import {
  intentionAnswerItems,
  intentionAnswers,
  intentionOptions,
  intentionQuestions,
  intentionSolicitations,
} from '../../db/tables/questionnaire';

export type SolicitationRow = typeof intentionSolicitations.$inferSelect;
export type NewSolicitation = typeof intentionSolicitations.$inferInsert;
export type QuestionRow = typeof intentionQuestions.$inferSelect & {
  options: (typeof intentionOptions.$inferSelect)[];
};

/** SQL for a derived display state (SPEC §4; start inclusive, end exclusive, as phaseAt). */
export function stateCondition(
  table: { isDraft: AnyColumn; startDate: AnyColumn; endDate: AnyColumn; withdrawnAt: AnyColumn },
  state: QuestionnaireDisplayState,
  now: Date,
): SQL {
  const running = sql`${table.isDraft} = 'NO' and ${table.withdrawnAt} is null`;
  switch (state) {
    case 'DRAFT':
      return sql`${table.isDraft} = 'YES'`;
    case 'WITHDRAWN':
      return sql`${table.isDraft} = 'NO' and ${table.withdrawnAt} is not null`;
    case 'NOT_STARTED':
      return sql`${running} and ${table.startDate} > ${now}`;
    case 'IN_PROGRESS':
      return sql`${running} and (${table.startDate} is null or ${table.startDate} <= ${now})
        and (${table.endDate} is null or ${table.endDate} > ${now})`;
    case 'ENDED':
      return sql`${running} and ${table.endDate} <= ${now}`;
  }
}

/** Houses a user owns (relation OWNER) in a community, with the certification state of the link. */
/**
 * The user's houses in a community through the given relations (owners by default: quick
 * resolutions and votes count owners; questionnaires add the roles of the community's
 * votingRoleTypes, SPEC §3).
 */
export async function ownedHousesIn(
  db: Db,
  userId: number,
  communityId: number,
  relations: readonly OwnerHouseRelationType[] = ['OWNER'],
) {
  return db
    .select({
      houseId: houses.id,
      buildingId: houses.buildingId,
      infoState: ownerHouses.infoState,
      votingArea: houses.votingArea,
      registerArea: houses.registerArea,
      surveyArea: houses.surveyArea,
      contractArea: houses.contractArea,
    })
    .from(ownerHouses)
    .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
    .where(
      and(
        eq(ownerHouses.userId, userId),
        inArray(ownerHouses.relationType, [...relations]),
        eq(houses.communityId, communityId),
      ),
    );
}

/** Shared look-ups of questionnaires and quick resolutions. */
export async function buildingsByCodes(db: Db, communityId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: buildings.id, code: buildings.buildingCode, name: buildings.buildingName })
    .from(buildings)
    .where(and(eq(buildings.communityId, communityId), inArray(buildings.buildingCode, [...codes])));
}

export async function buildingsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: buildings.id, code: buildings.buildingCode, name: buildings.buildingName })
    .from(buildings)
    .where(inArray(buildings.id, [...ids]))
    .orderBy(asc(buildings.sort), asc(buildings.id));
}

/**
 * How many of these attachment codes are uploaded files the caller may name: already the community's,
 * or uploaded by the caller and not yet given to any community (as the proposal and finance areas check).
 */
export async function usableAttachmentCount(
  db: Db,
  communityId: number,
  userId: number,
  codes: readonly string[],
) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return { unique: 0, found: 0 };
  const [row] = await db
    .select({ n: count() })
    .from(attachments)
    .where(
      and(
        inArray(attachments.attachmentId, unique),
        eq(attachments.status, 'READY'),
        sql`(${attachments.communityId} = ${communityId}
          or (${attachments.communityId} is null and ${attachments.uploaderUserId} = ${userId}))`,
      ),
    );
  return { unique: unique.length, found: row?.n ?? 0 };
}

/** Files named by a questionnaire or quick resolution are the community's from then on (staff read them). */
export async function claimAttachments(db: Db, communityId: number, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return;
  await db
    .update(attachments)
    .set({ communityId })
    .where(and(inArray(attachments.attachmentId, unique), sql`${attachments.communityId} is null`));
}

/** The files behind codes, each once, in the order first named (codes whose file is gone are skipped). */
export async function filesOf(db: Db, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      attachmentId: attachments.attachmentId,
      pubAttachmentId: attachments.pubAttachmentId,
      sourceName: attachments.sourceName,
      contentType: attachments.contentType,
      size: attachments.size,
    })
    .from(attachments)
    .where(inArray(attachments.attachmentId, unique));
  return unique.flatMap((code) => rows.filter((row) => row.attachmentId === code));
}

export async function communityById(db: Db, communityId: number) {
  const [row] = await db
    .select({ code: communities.communityInfoCode, name: communities.communityName })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row ?? null;
}

/**
 * The community a questionnaire reaches an owner through: its own, or for a government
 * questionnaire the first of its target communities where the owner has a house (null: none).
 */
/**
 * Whether the owner-house link `oh` (of house `h`) takes part in the questionnaires of the house's
 * community: owners always, tenants and family members when its votingRoleTypes switch them on.
 */
const ANSWERING_LINK = sql`(oh.relation_type = 'OWNER' or exists (
  select 1 from communities rc, jsonb_array_elements(rc.voting_role_types) role
  where rc.id = h.community_id and role->>'communityInfoVotingRoleType' = oh.relation_type
  and role->>'isEnable' = 'YES'))`;

/** The relations that answer a community's questionnaires (SPEC §3 votingRoleTypes). */
export async function questionnaireRelationsIn(db: Db, communityId: number) {
  const [row] = await db
    .select({ votingRoleTypes: communities.votingRoleTypes })
    .from(communities)
    .where(eq(communities.id, communityId));
  return questionnaireRelations(row?.votingRoleTypes);
}

function addressedCommunity(userId: number): SQL {
  return sql`case when ${intentionSolicitations.publisherKind} = 'GOV' then (
    select min(t.community_id) from ${govSolicitationTargets} t
    where t.solicitation_id = ${intentionSolicitations.id}
    and exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
      where oh.user_id = ${userId} and ${ANSWERING_LINK} and h.community_id = t.community_id)
  ) else ${intentionSolicitations.communityId} end`;
}

/** The communities whose owners a questionnaire asks: its own, or a government one's targets. */
export async function addresseeCommunityIds(
  db: Db,
  row: Pick<SolicitationRow, 'id' | 'communityId' | 'publisherKind'>,
): Promise<number[]> {
  if (row.publisherKind !== 'GOV') return [row.communityId];
  const rows = await db
    .select({ communityId: govSolicitationTargets.communityId })
    .from(govSolicitationTargets)
    .where(eq(govSolicitationTargets.solicitationId, row.id))
    .orderBy(asc(govSolicitationTargets.communityId));
  return rows.map((target) => target.communityId);
}

export function createQuestionnaireRepository(db: Db) {
  return {
    async insert(row: NewSolicitation): Promise<SolicitationRow> {
      const [inserted] = await db.insert(intentionSolicitations).values(row).returning();
      if (!inserted) throw new Error('insert returned nothing');
      return inserted;
    },

    async update(id: number, patch: Partial<NewSolicitation>): Promise<SolicitationRow> {
      const [updated] = await db
        .update(intentionSolicitations)
        .set(patch)
        .where(eq(intentionSolicitations.id, id))
        .returning();
      if (!updated) throw new Error('update returned nothing');
      return updated;
    },

    async remove(id: number): Promise<void> {
      await db.delete(intentionSolicitations).where(eq(intentionSolicitations.id, id));
    },

    async findByCode(code: string): Promise<SolicitationRow | null> {
      const [row] = await db
        .select()
        .from(intentionSolicitations)
        .where(eq(intentionSolicitations.solicitationCode, code));
      return row ?? null;
    },

    /**
     * The row locked for answering: FOR KEY SHARE, so withdraw, delay and delete (FOR UPDATE) wait
     * for answers in flight, while answers run side by side. Not FOR SHARE: the kept answer_count
     * trigger (migration 0020) updates this row at the insert, and two answerers each holding a share
     * lock then deadlock (seen under bench/load.ts). A key-share lock does not block that update, so
     * answers queue only from their insert to their commit, not for the whole transaction.
     */
    async lockForAnswer(code: string): Promise<SolicitationRow | null> {
      const [row] = await db
        .select()
        .from(intentionSolicitations)
        .where(eq(intentionSolicitations.solicitationCode, code))
        .for('key share');
      return row ?? null;
    },

    /** The row under a lock, so answers and state changes of one questionnaire serialize. */
    async lock(id: number): Promise<SolicitationRow | null> {
      const [row] = await db
        .select()
        .from(intentionSolicitations)
        .where(eq(intentionSolicitations.id, id))
        .for('update');
      return row ?? null;
    },

    /** Replaces the questions and options (drafts and publication of a draft). */
    async replaceQuestions(solicitationId: number, questions: readonly QuestionInput[]): Promise<void> {
      await db.delete(intentionQuestions).where(eq(intentionQuestions.solicitationId, solicitationId));
      for (const [index, question] of questions.entries()) {
        const [row] = await db
          .insert(intentionQuestions)
          .values({
            solicitationId,
            sort: index + 1,
            title: question.title,
            questionType: question.type,
            required: question.required,
            descFile: question.descFile,
          })
          .returning({ id: intentionQuestions.id });
        if (!row || question.options.length === 0) continue;
        await db.insert(intentionOptions).values(
          question.options.map((option, optionIndex) => ({
            questionId: row.id,
            sort: optionIndex + 1,
            content: option.content,
            descFile: option.descFile,
          })),
        );
      }
    },

    async questionsOf(solicitationId: number): Promise<QuestionRow[]> {
      const questions = await db
        .select()
        .from(intentionQuestions)
        .where(eq(intentionQuestions.solicitationId, solicitationId))
        .orderBy(asc(intentionQuestions.sort));
      if (questions.length === 0) return [];
      const options = await db
        .select()
        .from(intentionOptions)
        .where(
          inArray(
            intentionOptions.questionId,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(asc(intentionOptions.sort));
      return questions.map((question) => ({
        ...question,
        options: options.filter((option) => option.questionId === question.id),
      }));
    },

    async list(
      communityId: number,
      /** hideDrafts: callers without INTENTION_MANAGEMENT (issue #28; state DRAFT then lists nothing). */
      filter: { state?: QuestionnaireDisplayState; searchKey?: string; hideDrafts?: boolean },
      now: Date,
      page: number,
      size: number,
    ) {
      const where = and(
        eq(intentionSolicitations.communityId, communityId),
        filter.hideDrafts ? eq(intentionSolicitations.isDraft, 'NO') : undefined,
        // Government questionnaires sit with their first target community but are not its staff's.
        eq(intentionSolicitations.publisherKind, 'COMMUNITY'),
        filter.state ? stateCondition(intentionSolicitations, filter.state, now) : undefined,
        filter.searchKey
          ? ilike(intentionSolicitations.title, `%${filter.searchKey.replace(/[\\%_]/g, '\\$&')}%`)
          : undefined,
      );
      const [total] = await db.select({ n: count() }).from(intentionSolicitations).where(where);
      const rows = await db
        .select()
        .from(intentionSolicitations)
        .where(where)
        .orderBy(desc(intentionSolicitations.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.n ?? 0 };
    },

    async joinCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: intentionAnswers.solicitationId, n: count() })
        .from(intentionAnswers)
        .where(inArray(intentionAnswers.solicitationId, [...ids]))
        .groupBy(intentionAnswers.solicitationId);
      return new Map(rows.map((row) => [row.id, row.n]));
    },

    /**
     * When each questionnaire's latest answer was given or changed (SPEC §3 joinDate on the staff side;
     * a changed answer carries the time of the change), one aggregate for a page of questionnaires.
     */
    async lastJoinDates(ids: readonly number[]): Promise<Map<number, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: intentionAnswers.solicitationId, last: max(intentionAnswers.createdAt) })
        .from(intentionAnswers)
        .where(inArray(intentionAnswers.solicitationId, [...ids]))
        .groupBy(intentionAnswers.solicitationId);
      return new Map(rows.flatMap((row) => (row.last ? [[row.id, row.last] as const] : [])));
    },

    /** Per option, how many owners chose it; per question, how many answered it (one aggregate each). */
    async optionCounts(solicitationId: number) {
      const options = await db
        .select({ optionId: intentionAnswerItems.optionId, n: count() })
        .from(intentionAnswerItems)
        .where(
          and(
            eq(intentionAnswerItems.solicitationId, solicitationId),
            sql`${intentionAnswerItems.optionId} is not null`,
          ),
        )
        .groupBy(intentionAnswerItems.optionId);
      const questions = await db
        .select({
          questionId: intentionAnswerItems.questionId,
          n: sql<number>`count(distinct ${intentionAnswerItems.answerId})::int`,
        })
        .from(intentionAnswerItems)
        .where(eq(intentionAnswerItems.solicitationId, solicitationId))
        .groupBy(intentionAnswerItems.questionId);
      return {
        byOption: new Map(options.map((row) => [row.optionId ?? 0, row.n])),
        byQuestion: new Map(questions.map((row) => [row.questionId, Number(row.n)])),
      };
    },

    async textAnswers(solicitationId: number, questionId: number, page: number, size: number) {
      const where = and(
        eq(intentionAnswerItems.solicitationId, solicitationId),
        eq(intentionAnswerItems.questionId, questionId),
        sql`${intentionAnswerItems.text} is not null`,
      );
      const [total] = await db.select({ n: count() }).from(intentionAnswerItems).where(where);
      const rows = await db
        .select({
          questionId: intentionAnswerItems.questionId,
          text: intentionAnswerItems.text,
          ownerName: users.ownerName,
          mobile: users.mobile,
          joinDate: intentionAnswers.createdAt,
        })
        .from(intentionAnswerItems)
        .innerJoin(intentionAnswers, eq(intentionAnswers.id, intentionAnswerItems.answerId))
        .innerJoin(users, eq(users.id, intentionAnswers.userId))
        .where(where)
        .orderBy(desc(intentionAnswers.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every answer with its items, for the export (oldest first). */
    async allAnswers(solicitationId: number) {
      return db
        .select({
          answerId: intentionAnswers.id,
          ownerName: users.ownerName,
          mobile: users.mobile,
          joinDate: intentionAnswers.createdAt,
          questionId: intentionAnswerItems.questionId,
          optionId: intentionAnswerItems.optionId,
          text: intentionAnswerItems.text,
        })
        .from(intentionAnswers)
        .innerJoin(users, eq(users.id, intentionAnswers.userId))
        .leftJoin(intentionAnswerItems, eq(intentionAnswerItems.answerId, intentionAnswers.id))
        .where(eq(intentionAnswers.solicitationId, solicitationId))
        .orderBy(asc(intentionAnswers.id), asc(intentionAnswerItems.id));
    },

    async answerOf(solicitationId: number, userId: number) {
      const [answer] = await db
        .select()
        .from(intentionAnswers)
        .where(and(eq(intentionAnswers.solicitationId, solicitationId), eq(intentionAnswers.userId, userId)));
      if (!answer) return null;
      const items = await db
        .select()
        .from(intentionAnswerItems)
        .where(eq(intentionAnswerItems.answerId, answer.id))
        .orderBy(asc(intentionAnswerItems.id));
      return { answer, items };
    },

    /** Replaces the items of an owner's answer; the answer's time becomes the time of the change. */
    async replaceAnswer(
      answerId: number,
      solicitationId: number,
      items: readonly { questionId: number; optionId: number | null; text: string | null }[],
      now: Date,
    ): Promise<void> {
      // Updating the answer row first locks it: two changes by one owner follow each other.
      await db.update(intentionAnswers).set({ createdAt: now }).where(eq(intentionAnswers.id, answerId));
      await db.delete(intentionAnswerItems).where(eq(intentionAnswerItems.answerId, answerId));
      if (items.length === 0) return;
      await db
        .insert(intentionAnswerItems)
        .values(items.map((item) => ({ ...item, answerId, solicitationId })));
    },

    async answeredIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: intentionAnswers.solicitationId })
        .from(intentionAnswers)
        .where(and(eq(intentionAnswers.userId, userId), inArray(intentionAnswers.solicitationId, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    async insertAnswer(
      solicitationId: number,
      userId: number,
      items: readonly { questionId: number; optionId: number | null; text: string | null }[],
      now: Date,
    ) {
      const [answer] = await db
        .insert(intentionAnswers)
        .values({ solicitationId, userId, createdAt: now })
        .returning();
      if (!answer) throw new Error('insert into intention_answers returned no row');
      const stored =
        items.length === 0
          ? []
          : await db
              .insert(intentionAnswerItems)
              .values(items.map((item) => ({ ...item, answerId: answer.id, solicitationId })))
              .returning();
      // What answerOf would read back: the items in the order of their ids.
      return { answer, items: stored.sort((a, b) => a.id - b.id) };
    },

    /** Published questionnaires of the communities where the user owns a house (owner H5). */
    async publishedForOwner(userId: number) {
      return db
        .select({
          row: intentionSolicitations,
          communityInfoCode: communities.communityInfoCode,
          communityName: communities.communityName,
        })
        .from(intentionSolicitations)
        .innerJoin(communities, eq(communities.id, addressedCommunity(userId)))
        .where(
          and(
            eq(intentionSolicitations.isDraft, 'NO'),
            sql`exists (select 1 from owner_houses oh join houses h on h.id = oh.house_id
              where oh.user_id = ${userId} and ${ANSWERING_LINK}
              and h.community_id = ${communities.id})`,
          ),
        )
        .orderBy(desc(intentionSolicitations.id));
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
