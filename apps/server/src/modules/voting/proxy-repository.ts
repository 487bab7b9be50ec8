import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, votings, votingVoters } from '../../db/schema';
import { votingProxies } from '../../db/tables/voting-proxy';

export type ProxyRow = typeof votingProxies.$inferSelect;

/** Proxy authorisations (voting_proxies); callers that change one hold the vote's row lock. */
export function createProxyRepository(db: Db) {
  return {
    async ofVoting(votingId: number): Promise<ProxyRow[]> {
      return db
        .select()
        .from(votingProxies)
        .where(eq(votingProxies.votingId, votingId))
        .orderBy(asc(votingProxies.id));
    },

    async byCode(proxyCode: string): Promise<ProxyRow | undefined> {
      const [row] = await db.select().from(votingProxies).where(eq(votingProxies.proxyCode, proxyCode));
      return row;
    },

    /** The authorisations of these principal voters in a vote (any state). */
    async ofVoters(votingId: number, voterIds: readonly number[]): Promise<ProxyRow[]> {
      if (voterIds.length === 0) return [];
      return db
        .select()
        .from(votingProxies)
        .where(
          and(eq(votingProxies.votingId, votingId), inArray(votingProxies.principalVoterId, [...voterIds])),
        )
        .orderBy(asc(votingProxies.id));
    },

    /** The active authorisations naming this mobile as proxy, with their vote and community. */
    async activeForProxy(mobile: string) {
      return db
        .select({ proxy: votingProxies, voting: votings, communityName: communities.communityName })
        .from(votingProxies)
        .innerJoin(votings, eq(votings.id, votingProxies.votingId))
        .innerJoin(communities, eq(communities.id, votings.communityId))
        .where(and(eq(votingProxies.proxyMobile, mobile), isNull(votingProxies.revokedAt)))
        .orderBy(asc(votingProxies.id));
    },

    async voter(voterId: number) {
      const [row] = await db.select().from(votingVoters).where(eq(votingVoters.id, voterId));
      return row;
    },

    async insert(values: typeof votingProxies.$inferInsert): Promise<ProxyRow> {
      const [row] = await db.insert(votingProxies).values(values).returning();
      if (!row) throw new Error('proxy insert returned nothing');
      return row;
    },

    async revoke(id: number, at: Date, by: number): Promise<void> {
      await db.update(votingProxies).set({ revokedAt: at, revokedBy: by }).where(eq(votingProxies.id, id));
    },

    async markCast(id: number, at: Date, hash: string): Promise<void> {
      await db.update(votingProxies).set({ castAt: at, castHash: hash }).where(eq(votingProxies.id, id));
    },

    /** The proxy of each ballot cast by one (ballot chain hash → proxy), for the exports. */
    async castByHash(votingId: number): Promise<Map<string, ProxyRow>> {
      const rows = await db
        .select()
        .from(votingProxies)
        .where(and(eq(votingProxies.votingId, votingId)));
      return new Map(rows.flatMap((row) => (row.castHash ? [[row.castHash, row] as const] : [])));
    },
  };
}

export type ProxyRepository = ReturnType<typeof createProxyRepository>;
