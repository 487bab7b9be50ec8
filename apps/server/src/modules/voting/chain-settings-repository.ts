import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityVotingSettings, evidenceChain, users, voteWhiteList } from '../../db/schema';
import type { ChainRow } from './repository-rows';

/** The evidence chain, the community's voting settings, the white list and user look-ups. */
export function createVotingChainSettingsRepository(db: Db) {
  return {
    // ── evidence chain ──
    async chainHead(votingId: number): Promise<ChainRow | undefined> {
      const [row] = await db
        .select()
        .from(evidenceChain)
        .where(eq(evidenceChain.votingId, votingId))
        .orderBy(desc(evidenceChain.seq))
        .limit(1);
      return row;
    },

    async chainSeqOf(votingId: number, hash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ seq: evidenceChain.seq })
        .from(evidenceChain)
        .where(and(eq(evidenceChain.votingId, votingId), eq(evidenceChain.hash, hash)));
      return row?.seq;
    },

    async appendChain(values: typeof evidenceChain.$inferInsert): Promise<void> {
      await db.insert(evidenceChain).values(values);
    },

    async chainOf(votingId: number): Promise<ChainRow[]> {
      return db
        .select()
        .from(evidenceChain)
        .where(eq(evidenceChain.votingId, votingId))
        .orderBy(asc(evidenceChain.seq));
    },

    // ── settings and white list ──
    async communitySettings(communityId: number) {
      const [row] = await db
        .select()
        .from(communityVotingSettings)
        .where(eq(communityVotingSettings.communityId, communityId));
      return row;
    },

    async saveCommunitySettings(
      communityId: number,
      settings: Omit<typeof communityVotingSettings.$inferInsert, 'communityId'>,
    ) {
      await db
        .insert(communityVotingSettings)
        .values({ communityId, ...settings })
        .onConflictDoUpdate({ target: communityVotingSettings.communityId, set: settings });
    },

    async whiteListed(votingId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: voteWhiteList.id })
        .from(voteWhiteList)
        .where(and(eq(voteWhiteList.votingId, votingId), eq(voteWhiteList.userId, userId)));
      return row !== undefined;
    },

    async whiteListOf(votingId: number) {
      return db
        .select({
          userCode: users.userCode,
          ownerName: users.ownerName,
          mobile: users.mobile,
          createdAt: voteWhiteList.createdAt,
        })
        .from(voteWhiteList)
        .innerJoin(users, eq(users.id, voteWhiteList.userId))
        .where(eq(voteWhiteList.votingId, votingId))
        .orderBy(asc(voteWhiteList.id));
    },

    async addWhiteList(votingId: number, userId: number, createdAt: Date): Promise<void> {
      await db.insert(voteWhiteList).values({ votingId, userId, createdAt }).onConflictDoNothing();
    },

    async deleteWhiteList(votingId: number, userId: number): Promise<number> {
      const rows = await db
        .delete(voteWhiteList)
        .where(and(eq(voteWhiteList.votingId, votingId), eq(voteWhiteList.userId, userId)))
        .returning({ id: voteWhiteList.id });
      return rows.length;
    },

    async userByMobile(mobile: string) {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
      return row;
    },

    async userById(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },
    async userByCode(userCode: string) {
      const [row] = await db.select().from(users).where(eq(users.userCode, userCode));
      return row;
    },
  };
}
