import type { SolicitationScopeType } from '@gongzhi/domain/questionnaire/questionnaire-api';
import type { QuickVoteChoice, QuickVoteParticipant } from '@gongzhi/domain/quick-vote/quick-vote-api';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Quick resolutions (SPEC §3 issueQuick); state derived from isDraft and the dates on read. */
export const issueQuicks = pgTable(
  'issue_quicks',
  {
    id: serial('id').primaryKey(),
    issueQuickCode: text('issue_quick_code').notNull().unique(),
    /** Kept by triggers on issue_quick_answers (migration 0020): boards read it, not count(*). */
    answerCount: integer('answer_count').notNull().default(0),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descFile: text('desc_file').array().notNull().default([]),
    mvcFile: text('mvc_file').array().notNull().default([]),
    signAttachment: text('sign_attachment').array().notNull().default([]),
    participantType: text('participant_type').$type<QuickVoteParticipant>().notNull().default('OWNER'),
    isDraft: text('is_draft').$type<'YES' | 'NO'>().notNull().default('YES'),
    scopeType: text('scope_type').$type<SolicitationScopeType>().notNull().default('COMMUNITY'),
    scopeBuildingIds: integer('scope_building_ids').array().notNull().default([]),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    /** When it was withdrawn: state WITHDRAWN from then on; the answers given are kept (issue #28). */
    withdrawnAt: instant('withdrawn_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('issue_quicks_community_idx').on(table.communityId, table.id)],
);

/** One answer per person; `area` is the answerer's houses in scope (0.01 m²) when they answered. */
export const issueQuickAnswers = pgTable(
  'issue_quick_answers',
  {
    id: serial('id').primaryKey(),
    issueQuickId: integer('issue_quick_id')
      .notNull()
      .references(() => issueQuicks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text('choice').$type<QuickVoteChoice>().notNull(),
    area: integer('area').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('issue_quick_answers_user_uq').on(table.issueQuickId, table.userId)],
);
