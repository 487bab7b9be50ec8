import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An owner's display preferences (packages/domain/src/account/owner-preferences.ts), one row per
 * user once they have chosen: elder mode (长辈模式, issue #26 item 4) follows the account from device
 * to device. No row means "never chosen".
 */
export const ownerPreferences = pgTable('owner_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  elderMode: boolean('elder_mode').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
