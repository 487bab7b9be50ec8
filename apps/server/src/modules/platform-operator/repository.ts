import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { platformOperators } from '../../db/tables/gov-settings';

/** One operator with the account fields the list shows. */
export type OperatorRow = {
  userId: number;
  userCode: string;
  name: string | null;
  mobile: string;
  since: Date;
};

export type AddOutcome = { operator: OperatorRow; userCreated: boolean; alreadyOperator: boolean };
export type RemoveOutcome = 'removed' | 'notOperator' | 'self' | 'last';

const operatorColumns = {
  userId: users.id,
  userCode: users.userCode,
  name: users.ownerName,
  mobile: users.mobile,
  since: platformOperators.createdAt,
};

/**
 * The SQL of the operator list (table `platform_operators`, defined beside government certification,
 * whose review it gates). Whether one user is an operator stays the government-settings area's
 * `isOperator`; this area only lists, adds and removes.
 */
export function createPlatformOperatorRepository(db: Db) {
  return {
    /** Every operator, the longest-serving first. */
    async list(): Promise<OperatorRow[]> {
      return db
        .select(operatorColumns)
        .from(platformOperators)
        .innerJoin(users, eq(users.id, platformOperators.userId))
        .orderBy(asc(platformOperators.createdAt), asc(platformOperators.id));
    },

    /**
     * Makes the phone's account an operator, all or nothing: the account is found by phone or made
     * under `name` (an existing account without a name gets it; a named one keeps its own), then
     * added to the list. Running it again changes nothing and says so (`alreadyOperator`).
     */
    async addByMobile(mobile: string, name: string, newUserCode: string): Promise<AddOutcome> {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(users)
          .values({ mobile, userCode: newUserCode, ownerName: name })
          .onConflictDoNothing({ target: users.mobile })
          .returning({ id: users.id });
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
        if (!user) throw new Error('operator account vanished right after creation');
        if (created.length === 0)
          await tx
            .update(users)
            .set({ ownerName: name })
            .where(and(eq(users.id, user.id), isNull(users.ownerName)));
        const added = await tx
          .insert(platformOperators)
          .values({ userId: user.id })
          .onConflictDoNothing({ target: platformOperators.userId })
          .returning({ id: platformOperators.id });
        const [operator] = await tx
          .select(operatorColumns)
          .from(platformOperators)
          .innerJoin(users, eq(users.id, platformOperators.userId))
          .where(eq(platformOperators.userId, user.id));
        if (!operator) throw new Error('operator row vanished right after creation');
        return { operator, userCreated: created.length > 0, alreadyOperator: added.length === 0 };
      });
    },

    /**
     * Takes the phone's account off the list unless it is `actorUserId` themself or the last
     * operator. The whole list is locked first, so two operators removing each other at once
     * cannot both succeed and leave nobody.
     */
    async removeByMobile(mobile: string, actorUserId: number | null): Promise<RemoveOutcome> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: platformOperators.id, userId: platformOperators.userId })
          .from(platformOperators)
          .for('update');
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
        const target = user ? locked.find((row) => row.userId === user.id) : undefined;
        if (!target) return 'notOperator';
        if (target.userId === actorUserId) return 'self';
        if (locked.length <= 1) return 'last';
        await tx.delete(platformOperators).where(eq(platformOperators.id, target.id));
        return 'removed';
      });
    },
  };
}

export type PlatformOperatorRepository = ReturnType<typeof createPlatformOperatorRepository>;
