import type { WorkOrderState, WorkOrderType } from '@gongzhi/domain/estate/work-order';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An owner's repair or service request (issue 7 part 7; docs/contracts/workgroup.md). */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    workOrderCode: text('work_order_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workOrderType: text('work_order_type').$type<WorkOrderType>().notNull(),
    content: text('content').notNull(),
    location: text('location').notNull().default(''),
    /** Attachment codes of the photos. */
    photoIds: text('photo_ids').array().notNull().default([]),
    state: text('state').$type<WorkOrderState>().notNull().default('PENDING'),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    reply: text('reply'),
    createdAt: instant('created_at').notNull(),
    closedAt: instant('closed_at'),
  },
  (table) => [
    index('work_orders_community_idx').on(table.communityId, table.state, table.id),
    index('work_orders_owner_idx').on(table.ownerUserId),
  ],
);
