import type { ObjectionState } from '@gongzhi/domain/voting/objection';
import { and, asc, count, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { votingResults } from '../../db/tables/voting';
import { votingObjections } from '../../db/tables/voting-objection';

export type ObjectionRow = typeof votingObjections.$inferSelect;

/** Objections to a preliminary result and the period columns of the result (issue #22 item 4). */
export function createObjectionRepository(db: Db) {
  return {
    async insert(values: typeof votingObjections.$inferInsert): Promise<ObjectionRow> {
      const [row] = await db.insert(votingObjections).values(values).returning();
      if (!row) throw new Error('objection insert returned nothing');
      return row;
    },

    async byCode(votingId: number, objectionCode: string): Promise<ObjectionRow | undefined> {
      const [row] = await db
        .select()
        .from(votingObjections)
        .where(
          and(eq(votingObjections.votingId, votingId), eq(votingObjections.objectionCode, objectionCode)),
        );
      return row;
    },

    async answer(
      id: number,
      values: { state: ObjectionState; answer: string; answeredBy: number; answeredAt: Date },
    ): Promise<ObjectionRow> {
      const [row] = await db
        .update(votingObjections)
        .set(values)
        .where(eq(votingObjections.id, id))
        .returning();
      if (!row) throw new Error('objection update returned nothing');
      return row;
    },

    /** Every objection of a vote with the objector's name and mobile, oldest first. */
    async listOfVoting(votingId: number) {
      return db
        .select({ objection: votingObjections, ownerName: users.ownerName, mobile: users.mobile })
        .from(votingObjections)
        .leftJoin(users, eq(users.id, votingObjections.userId))
        .where(eq(votingObjections.votingId, votingId))
        .orderBy(asc(votingObjections.id));
    },

    async listOfUser(votingId: number, userId: number): Promise<ObjectionRow[]> {
      return db
        .select()
        .from(votingObjections)
        .where(and(eq(votingObjections.votingId, votingId), eq(votingObjections.userId, userId)))
        .orderBy(asc(votingObjections.id));
    },

    /** Objections of a vote by state. */
    async counts(votingId: number): Promise<Map<ObjectionState, number>> {
      const rows = await db
        .select({ state: votingObjections.state, n: count() })
        .from(votingObjections)
        .where(eq(votingObjections.votingId, votingId))
        .groupBy(votingObjections.state);
      return new Map(rows.map((row) => [row.state, row.n]));
    },

    async openCountOfUser(votingId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(votingObjections)
        .where(
          and(
            eq(votingObjections.votingId, votingId),
            eq(votingObjections.userId, userId),
            eq(votingObjections.state, 'OPEN'),
          ),
        );
      return row?.n ?? 0;
    },

    async setFinal(votingId: number, at: Date): Promise<void> {
      await db.update(votingResults).set({ finalAt: at }).where(eq(votingResults.votingId, votingId));
    },

    /** Votes whose period has ended and whose result is not final yet (the sweep's candidates). */
    async dueForFinal(now: Date): Promise<number[]> {
      const rows = await db
        .select({ votingId: votingResults.votingId })
        .from(votingResults)
        .where(
          and(
            isNotNull(votingResults.objectionEndDate),
            lte(votingResults.objectionEndDate, now),
            isNull(votingResults.finalAt),
          ),
        );
      return rows.map((row) => row.votingId);
    },
  };
}

export type ObjectionRepository = ReturnType<typeof createObjectionRepository>;
