import type { SolicitationScopeType } from '@gongzhi/domain/questionnaire/questionnaire-api';
import type { QuestionType } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { communities, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Questionnaires (intention solicitations, SPEC §3). The display state is derived from isDraft and
 * the dates on read, never stored. `relationProposalId` is the proposal's opaque id as text (the
 * proposals area may not exist yet; docs/contracts/questionnaire.md).
 */
export const intentionSolicitations = pgTable(
  'intention_solicitations',
  {
    id: serial('id').primaryKey(),
    solicitationCode: text('solicitation_code').notNull().unique(),
    /** Kept by triggers on intention_answers (migration 0020): boards read it, not count(*). */
    answerCount: integer('answer_count').notNull().default(0),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descFile: text('desc_file').array().notNull().default([]),
    /** Meeting material (SPEC §3 mvcFile), published to owners with the questionnaire. */
    mvcFile: text('mvc_file').array().notNull().default([]),
    /** The signed sheet (SPEC §3 signAttachment), for staff only. */
    signAttachment: text('sign_attachment').array().notNull().default([]),
    tagIds: integer('tag_ids').array().notNull().default([]),
    relationProposalId: text('relation_proposal_id'),
    isDraft: text('is_draft').$type<'YES' | 'NO'>().notNull().default('YES'),
    /**
     * Who published it: the community's staff, or a government unit (gov_solicitations holds the unit
     * and the target communities; community_id is then the first target's, docs/contracts/government.md).
     */
    publisherKind: text('publisher_kind').$type<'COMMUNITY' | 'GOV'>().notNull().default('COMMUNITY'),
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
  (table) => [index('intention_solicitations_community_idx').on(table.communityId, table.id)],
);

export const intentionQuestions = pgTable(
  'intention_questions',
  {
    id: serial('id').primaryKey(),
    solicitationId: integer('solicitation_id')
      .notNull()
      .references(() => intentionSolicitations.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    title: text('title').notNull(),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    required: boolean('required').notNull().default(true),
    descFile: text('desc_file').array().notNull().default([]),
  },
  (table) => [index('intention_questions_solicitation_idx').on(table.solicitationId, table.sort)],
);

export const intentionOptions = pgTable(
  'intention_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => intentionQuestions.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    content: text('content').notNull(),
    descFile: text('desc_file').array().notNull().default([]),
  },
  (table) => [index('intention_options_question_idx').on(table.questionId, table.sort)],
);

/** One submission per owner per questionnaire (the unique key refuses a second). */
export const intentionAnswers = pgTable(
  'intention_answers',
  {
    id: serial('id').primaryKey(),
    solicitationId: integer('solicitation_id')
      .notNull()
      .references(() => intentionSolicitations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('intention_answers_user_uq').on(table.solicitationId, table.userId)],
);

/** The answer to one question: one row per chosen option, or one row with the text. */
export const intentionAnswerItems = pgTable(
  'intention_answer_items',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => intentionAnswers.id, { onDelete: 'cascade' }),
    solicitationId: integer('solicitation_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => intentionQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => intentionOptions.id, { onDelete: 'cascade' }),
    text: text('text'),
  },
  (table) => [
    index('intention_answer_items_option_idx').on(table.solicitationId, table.optionId),
    index('intention_answer_items_question_idx').on(table.questionId),
    index('intention_answer_items_answer_idx').on(table.answerId),
  ],
);
