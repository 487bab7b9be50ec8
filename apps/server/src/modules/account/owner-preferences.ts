import type { OwnerPreferencesDto, OwnerPreferencesInput } from '@gongzhi/domain/account/owner-preferences';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { ownerPreferences } from '../../db/tables/account';

/**
 * An owner's display preferences on their account (issue #26 item 4: elder mode remembered per
 * user). Every call names the user of the session, never one from the input, so an owner reads and
 * writes only their own row.
 */
export function createOwnerPreferenceService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function read(userId: number): Promise<OwnerPreferencesDto> {
    const [row] = await db
      .select({ elderMode: ownerPreferences.elderMode })
      .from(ownerPreferences)
      .where(eq(ownerPreferences.userId, userId));
    return { elderMode: row?.elderMode ?? null };
  }

  async function write(userId: number, input: OwnerPreferencesInput): Promise<OwnerPreferencesDto> {
    const updatedAt = clock.now();
    await db
      .insert(ownerPreferences)
      .values({ userId, elderMode: input.elderMode, updatedAt })
      .onConflictDoUpdate({
        target: ownerPreferences.userId,
        set: { elderMode: input.elderMode, updatedAt },
      });
    return read(userId);
  }

  return { read, write };
}

export type OwnerPreferenceService = ReturnType<typeof createOwnerPreferenceService>;
