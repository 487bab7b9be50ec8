import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityRosterStats } from '../../db/tables/roster';

/** The community's roster version (migration 0018): every roster write bumps it; 0 before any. */
export async function rosterVersionOf(db: Db, communityId: number): Promise<number> {
  const rows = await db
    .select({ version: communityRosterStats.version })
    .from(communityRosterStats)
    .where(eq(communityRosterStats.communityId, communityId));
  return rows[0]?.version ?? 0;
}
