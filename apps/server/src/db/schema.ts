import type {
  CertificationType,
  IdCardType,
  OwnerCertificationReviewState,
  OwnerHouseInfoState,
  OwnerHouseRelationType,
  OwnerHouseSource,
} from '@gongzhi/domain/certification/certification-enums';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import type { IssueType } from '@gongzhi/domain/voting/issue-types';
import type { VotingState } from '@gongzhi/domain/voting/voting-enums';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import type { NonResponsePolicy, VoteChoice, VotingSettings } from '@gongzhi/domain/voting/voting-settings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Business flags are stored as the spec's YES/NO strings so DTOs need no translation.
const yesNo = (name: string) => text(name).$type<'YES' | 'NO'>().notNull().default('NO');
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ── people ──────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The opaque `userId` the API shows; the serial id never leaves the server. */
  userCode: text('user_code').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  ownerName: text('owner_name'),
  avatar: text('avatar'),
  cardNo: text('card_no'),
  /** Set with cardNo by a verified real-name check (commitRealName) or an approved certification. */
  cardType: text('card_type').$type<IdCardType>(),
  realNameAt: instant('real_name_at'),
  position: text('position'),
  createdAt: createdAt(),
});

// ── government jurisdiction ────────────────────────────────────────────────

/** Street offices and the government communities (社区) under them. */
export const govUnits = pgTable('gov_units', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  level: text('level').$type<'STREET' | 'COMMUNITY'>().notNull(),
  parentCode: text('parent_code'),
  createdAt: createdAt(),
});

export const govStaff = pgTable('gov_staff', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  level: text('level').$type<'STREET' | 'COMMUNITY'>().notNull(),
  streetCode: text('street_code').notNull(),
  /** Null for street-level staff, who supervise every community of the street. */
  govCommunityCode: text('gov_community_code'),
  hasGovAuth: text('has_gov_auth').$type<'YES' | 'NO' | 'REVIEWING' | 'REJECTED'>().notNull().default('NO'),
  position: text('position'),
  createdAt: createdAt(),
});

// ── residential communities (小区) ──────────────────────────────────────────

export type VotingRoleTypeSetting = { communityInfoVotingRoleType: string; isEnable: 'YES' | 'NO' };

export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    communityInfoCode: text('community_info_code').notNull().unique(),
    communityName: text('community_name').notNull(),
    hasAuth: yesNo('has_auth'),
    vankeTag: yesNo('vanke_tag'),
    crmRole: text('crm_role'),
    experienceTag: yesNo('experience_tag'),
    experienceServiceTag: yesNo('experience_service_tag'),
    hasOpenWorkOrder: yesNo('has_open_work_order'),
    viewOnlyForOwners: yesNo('view_only_for_owners'),
    allowOwnerMotion: yesNo('allow_owner_motion'),
    /** Publish house numbers next to ballots in the public vote aggregate (公示 per house; issue #21 item 5). */
    publishHouseNumbers: yesNo('publish_house_numbers'),
    organisationState: text('organisation_state'),
    votingRoleTypes: jsonb('voting_role_types').$type<VotingRoleTypeSetting[]>().notNull().default([]),
    govCommunityCode: text('gov_community_code'),
    streetCode: text('street_code'),
    provinceName: text('province_name'),
    cityName: text('city_name'),
    districtName: text('district_name'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (table) => [
    index('communities_gov_community_idx').on(table.govCommunityCode),
    index('communities_street_idx').on(table.streetCode),
  ],
);

/** A user's roles in one community; `permissions` null means the domain defaults of the roles. */
export const communityMembers = pgTable(
  'community_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull(),
    permissions: text('permissions').array(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('community_members_user_community_uq').on(table.userId, table.communityId),
    index('community_members_community_idx').on(table.communityId),
  ],
);

// ── roster: buildings, houses, owners ──────────────────────────────────────

export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    buildingCode: text('building_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    buildingName: text('building_name').notNull(),
    /** HIGH_RISE: a multi-storey building of units and floors; VILLA: a group of villas. */
    buildingAttribute: text('building_attribute').$type<BuildingAttribute>().notNull(),
    unitCount: smallint('unit_count').notNull().default(1),
    floorCount: smallint('floor_count').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('buildings_community_idx').on(table.communityId),
    uniqueIndex('buildings_community_name_uq').on(table.communityId, table.buildingName),
    // The target of houses' (building, community) key: a house lies in its building's community.
    unique('buildings_id_community_uq').on(table.id, table.communityId),
  ],
);

/** Areas are integers in 0.01 m² so sums and ratios stay exact. */
export const houses = pgTable(
  'houses',
  {
    id: serial('id').primaryKey(),
    houseCode: text('house_code').notNull().unique(),
    /** Always the building's community (the foreign key below): kept on the house for community reads. */
    communityId: integer('community_id').notNull(),
    buildingId: integer('building_id').notNull(),
    unitNo: text('unit_no'),
    floor: smallint('floor').notNull(),
    houseNo: text('house_no').notNull(),
    registerArea: integer('register_area'),
    surveyArea: integer('survey_area'),
    contractArea: integer('contract_area'),
    /** A voting-area correction (announcementHouseNoAreaImport); counted before the others. */
    votingArea: integer('voting_area'),
    createdAt: createdAt(),
  },
  (table) => [
    // One key checked per inserted house, not two (building, then community): an import writes
    // 30,000 houses in one go. Deleting a building or community removes its houses.
    foreignKey({
      name: 'houses_building_community_fk',
      columns: [table.buildingId, table.communityId],
      foreignColumns: [buildings.id, buildings.communityId],
    }).onDelete('cascade'),
    index('houses_community_idx').on(table.communityId),
    // Unique per building, unit and number, a villa's missing unit (null) counted as '' (a plain
    // unique index treats nulls as distinct); it also serves every read by building.
    uniqueIndex('houses_building_unit_house_key_uq').on(
      table.buildingId,
      sql`coalesce(${table.unitNo}, '')`,
      table.houseNo,
    ),
  ],
);

export const ownerHouses = pgTable(
  'owner_houses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    houseId: integer('house_id')
      .notNull()
      .references(() => houses.id, { onDelete: 'cascade' }),
    /** The opaque id of SPEC §7 ownerHouse calls (delectByOwnerHouseContactId). */
    ownerHouseContactId: text('owner_house_contact_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    relationType: text('relation_type').$type<OwnerHouseRelationType>().notNull().default('OWNER'),
    infoState: text('info_state').$type<OwnerHouseInfoState>().notNull().default('TO_BE_CONFIRMED'),
    source: text('source').$type<OwnerHouseSource>().notNull().default('MANUAL'),
    /** The name and document as the roster gives them (may differ from the user's real name). */
    ownerName: text('owner_name'),
    cardType: text('card_type').$type<IdCardType>(),
    cardNo: text('card_no'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('owner_houses_user_house_uq').on(table.userId, table.houseId),
    index('owner_houses_house_idx').on(table.houseId),
  ],
);

/** An owner's application to be bound to a house (SPEC §3 owner certification record). */
export const ownerCertifications = pgTable(
  'owner_certifications',
  {
    id: serial('id').primaryKey(),
    certificationCode: text('certification_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    houseId: integer('house_id')
      .notNull()
      .references(() => houses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationType: text('certification_type').$type<CertificationType>().notNull(),
    ownerName: text('owner_name').notNull(),
    cardType: text('card_type').$type<IdCardType>().notNull(),
    cardNo: text('card_no').notNull(),
    /** Attachment codes (attachments.attachment_id). */
    proveFileIds: text('prove_file_ids').array().notNull(),
    isAgent: yesNo('is_agent'),
    agentName: text('agent_name'),
    agentMobile: text('agent_mobile'),
    agentCardType: text('agent_card_type').$type<IdCardType>(),
    agentCardNo: text('agent_card_no'),
    agentProveFileIds: text('agent_prove_file_ids').array().notNull().default([]),
    state: text('state').$type<OwnerCertificationReviewState>().notNull().default('REVIEWING'),
    rejectReason: text('reject_reason'),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    reviewedAt: instant('reviewed_at'),
  },
  (table) => [
    index('owner_certifications_community_idx').on(table.communityId, table.state, table.id),
    index('owner_certifications_user_idx').on(table.userId, table.id),
    index('owner_certifications_house_idx').on(table.houseId),
  ],
);

// ── login state: kept in SQL so several instances share it ─────────────────

export type SessionKind = 'WEB_COMMUNITY' | 'WEB_GOV' | 'OWNER';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SessionKind>().notNull(),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Set when the code is used, superseded or killed by too many wrong tries. */
    consumedAt: instant('consumed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('sms_codes_mobile_idx').on(table.mobile, table.createdAt)],
);

/** One row per SMS sent: the per-phone limits count these, whatever instance sent them. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip'),
    sentAt: instant('sent_at').notNull(),
  },
  (table) => [index('sms_sends_mobile_sent_idx').on(table.mobile, table.sentAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('captchas_mobile_idx').on(table.mobile, table.createdAt)],
);

export type QrLoginStateValue =
  | 'UNSCENTED_CODE'
  | 'SCANNED_CODE'
  | 'SCANNED_CODE_ALLOW_LOGIN'
  | 'SCANNED_CODE_REFUSE_LOGIN'
  | 'QR_CODE_EXPIRED';

export const qrLogins = pgTable('qr_logins', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  adminOwnerType: text('admin_owner_type').$type<'COMMUNITY' | 'GOV'>().notNull(),
  state: text('state').$type<QrLoginStateValue>().notNull().default('UNSCENTED_CODE'),
  /** The owner-H5 user who scanned; they alone may allow or refuse. */
  scannedByUserId: integer('scanned_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
  failMessage: text('fail_message'),
  expiresAt: instant('expires_at').notNull(),
  /** Set atomically when the polling browser receives its token, so a key yields one token. */
  tokenIssuedAt: instant('token_issued_at'),
  createdAt: instant('created_at').notNull(),
});

// ── files: attachments, download log, download jobs ───────────────────────

export type AttachmentStatus = 'PENDING' | 'UPLOADING' | 'READY';

/**
 * One uploaded or generated file. A presign inserts a PENDING row (the signed URL names it); the
 * PUT claims it (UPLOADING, so a second PUT is refused) and marks it READY once the bytes passed
 * the checks. Object keys are generated by the server only.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    attachmentId: text('attachment_id').notNull().unique(),
    /** A second opaque id for public links, so a public URL never reveals the private id. */
    pubAttachmentId: text('pub_attachment_id').notNull().unique(),
    sourceName: text('source_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadType: text('upload_type'),
    storage: text('storage').$type<'local' | 's3'>().notNull(),
    bucket: text('bucket').notNull(),
    objectKey: text('object_key').notNull().unique(),
    status: text('status').$type<AttachmentStatus>().notNull(),
    isPublic: yesNo('is_public'),
    uploaderUserId: integer('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    /** Until when the signed upload URL may be used; null for generated files. */
    uploadExpiresAt: instant('upload_expires_at'),
    createdAt: createdAt(),
    readyAt: instant('ready_at'),
  },
  (table) => [
    index('attachments_community_idx').on(table.communityId),
    index('attachments_pending_idx').on(table.status, table.uploadExpiresAt),
  ],
);

/** Every download served (DESIGN §9: downloads are logged). */
export const downloadLogs = pgTable(
  'download_logs',
  {
    id: serial('id').primaryKey(),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isPublic: yesNo('is_public'),
    ip: text('ip'),
    resized: text('resized'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('download_logs_attachment_idx').on(table.attachmentId)],
);

export type DownloadJobStatus = 'TO_BE_GENERATED' | 'GENERATING' | 'SUCCESS_GENERATED' | 'FAIL_GENERATED';

/** Export jobs run outside the request (SPEC §4); the table is the queue, workers claim rows. */
export const downloadJobs = pgTable(
  'download_jobs',
  {
    id: serial('id').primaryKey(),
    jobCode: text('job_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name').notNull(),
    status: text('status').$type<DownloadJobStatus>().notNull().default('TO_BE_GENERATED'),
    progress: smallint('progress').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull(),
    runAfter: instant('run_after').notNull(),
    heartbeatAt: instant('heartbeat_at'),
    lockedBy: text('locked_by'),
    error: text('error'),
    outputAttachmentId: integer('output_attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    index('download_jobs_community_creator_idx').on(table.communityId, table.createdBy, table.id),
    index('download_jobs_queue_idx').on(table.status, table.runAfter),
  ],
);

// ── owners' assembly voting (DESIGN §7) ─────────────────────────────────────

/** A community's voting settings (DESIGN §7); absent row = the defaults. */
export const communityVotingSettings = pgTable('community_voting_settings', {
  communityId: integer('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  nonResponsePolicy: text('non_response_policy')
    .$type<NonResponsePolicy>()
    .notNull()
    .default('NOT_PARTICIPATED'),
  followMajorityOffered: boolean('follow_majority_offered').notNull().default(false),
  blankCountsAsParticipation: boolean('blank_counts_as_participation').notNull().default(true),
  /** Retired (issue #22 item 6): the roster holds no parking spaces; neither read nor written. */
  parkingCountsTowardArea: boolean('parking_counts_toward_area').notNull().default(false),
  proxyVoting: boolean('proxy_voting').notNull().default(false),
  /** The most principals one proxy may hold in one vote (issue #22 item 5). */
  proxyMaxPrincipals: smallint('proxy_max_principals').notNull().default(3),
  /** Days of the objection period a result's publication opens (issue #22 item 4). */
  objectionDays: smallint('objection_days').notNull().default(7),
  /**
   * The local-rule variant (issue #22 item 3): deemed owners count toward the quorum, only with the
   * community's adopted 业主大会议事规则 (an attachment code) and the clause relied on.
   */
  deemedTowardQuorum: boolean('deemed_toward_quorum').notNull().default(false),
  localRuleFile: text('local_rule_file'),
  localRuleClause: text('local_rule_clause'),
});

export type VotingScopeType = 'COMMUNITY' | 'BUILDING' | 'HOUSE';

/**
 * A vote. `votingState` is the stored lifecycle; HAS_NOT_STARTED / PROCESSING / VOTING_HAS_ENDED are
 * derived from the dates on read (effectiveVotingState), never written by a timer.
 */
export const votings = pgTable(
  'votings',
  {
    id: serial('id').primaryKey(),
    votingCode: text('voting_code').notNull().unique(),
    /** Kept by triggers on voting_ballots / voting_voters (migration 0020): boards read them, not count(*). */
    ballotCount: integer('ballot_count').notNull().default(0),
    voterCount: integer('voter_count').notNull().default(0),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    votingState: text('voting_state').$type<VotingState>().notNull(),
    scopeType: text('scope_type').$type<VotingScopeType>().notNull().default('COMMUNITY'),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    pdStartDate: instant('pd_start_date'),
    pdEndDate: instant('pd_end_date'),
    /** Attachment codes of the materials. */
    materialAttachments: text('material_attachments').array().notNull().default([]),
    /** The day the vote was announced to the owners (SPEC §3 votingDate; Asia/Shanghai, YYYY-MM-DD). */
    votingDate: date('voting_date', { mode: 'string' }),
    /** The vote's rules as told to the owners (SPEC §3 votingRule, 表决规则说明; multi-line text). */
    votingRule: text('voting_rule').notNull().default(''),
    /** Attachment codes of the signed sheet (SPEC §3 signAttachment, 签字文件): staff only. */
    signAttachment: text('sign_attachment').array().notNull().default([]),
    /** Attachment codes of the face-verification authorisation letter (SPEC §3 faceAuthorizationLetter). */
    faceAuthorizationLetter: text('face_authorization_letter').array().notNull().default([]),
    /** The community settings copied when the vote is published, so later changes do not move it. */
    settings: jsonb('settings').$type<VotingSettings>().notNull(),
    /** When the voter roll was frozen (first touch once the vote is open). */
    rollFrozenAt: instant('roll_frozen_at'),
    /**
     * Secret (64 hex) of the voter references the evidence chain names voters by (HMAC, issue #21 item
     * 5); null for a vote frozen before them, whose chain names voters by their voter keys.
     */
    voterRefKey: text('voter_ref_key'),
    /** End of the result publicity period (公示期): ANNOUNCEMENT turns FINISH then (issue 5, results). */
    publicityEndDate: instant('publicity_end_date'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('votings_community_idx').on(table.communityId, table.id)],
);

export const votingIssues = pgTable(
  'voting_issues',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    /** The key ballots and the chain use for this issue ("1", "2", … by position). */
    issueKey: text('issue_key').notNull(),
    sort: smallint('sort').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    issueType: text('issue_type').$type<IssueType>().notNull(),
    effectRuleParam: jsonb('effect_rule_param').$type<RuleTriple>().notNull(),
    votingRuleParam: jsonb('voting_rule_param').$type<RuleTriple>().notNull(),
    countingRuleParam: jsonb('counting_rule_param').$type<RuleTriple>(),
  },
  (table) => [uniqueIndex('voting_issues_key_uq').on(table.votingId, table.issueKey)],
);

/** The options offered per issue (agree, disagree, abstain and, where offered, 从众). */
export const votingOptions = pgTable(
  'voting_options',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => votingIssues.id, { onDelete: 'cascade' }),
    choice: text('choice').$type<VoteChoice>().notNull(),
    sort: smallint('sort').notNull(),
  },
  (table) => [uniqueIndex('voting_options_issue_choice_uq').on(table.issueId, table.choice)],
);

/** Buildings or houses in scope (none for a whole-community vote). */
export const votingScope = pgTable(
  'voting_scope',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    houseId: integer('house_id').references(() => houses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('voting_scope_voting_idx').on(table.votingId),
    index('voting_scope_building_idx').on(table.buildingId),
    index('voting_scope_house_idx').on(table.houseId),
  ],
);

/** The frozen voter roll (DESIGN §7): one row per voter, one head each, areas summed. */
export const votingVoters = pgTable(
  'voting_voters',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    /** User ids of the registered owners at freezing (empty for the developer). */
    ownerUserIds: integer('owner_user_ids').array().notNull(),
    area: integer('area').notNull(),
  },
  (table) => [
    uniqueIndex('voting_voters_key_uq').on(table.votingId, table.voterKey),
    // An owner's voters (`owner_user_ids @> array[user]`) without scanning the whole roll. The roll
    // is inserted at once when frozen; without a pending list it is searchable fast right away.
    index('voting_voters_owners_idx').using('gin', table.ownerUserIds).with({ fastupdate: false }),
  ],
);

/** The houses of each frozen voter; no foreign key to houses, the roll outlives roster edits. */
export const votingVoterHouses = pgTable(
  'voting_voter_houses',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    houseId: integer('house_id').notNull(),
    houseCode: text('house_code').notNull(),
    buildingId: integer('building_id').notNull(),
    area: integer('area').notNull(),
  },
  (table) => [
    uniqueIndex('voting_voter_houses_uq').on(table.votingId, table.houseId),
    index('voting_voter_houses_voter_idx').on(table.voterId),
  ],
);

export type BallotChannel = 'ONLINE' | 'PAPER';

/** One counted ballot per voter per vote (the unique key), choices per issue key (null = blank). */
export const votingBallots = pgTable(
  'voting_ballots',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<BallotChannel>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    choices: jsonb('choices').$type<Record<string, VoteChoice | null>>().notNull(),
    /** Hash of the chain entry recording this ballot (the receipt). */
    chainHash: text('chain_hash').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('voting_ballots_voter_uq').on(table.votingId, table.voterId)],
);

/** Ballots set aside (paper replaced by online), kept with the reason. */
export const votingReplacedBallots = pgTable(
  'voting_replaced_ballots',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => votingVoters.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<BallotChannel>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    choices: jsonb('choices').$type<Record<string, VoteChoice | null>>().notNull(),
    chainHash: text('chain_hash').notNull(),
    reason: text('reason').notNull(),
    castAt: instant('cast_at').notNull(),
    replacedAt: instant('replaced_at').notNull(),
  },
  (table) => [index('voting_replaced_ballots_voting_idx').on(table.votingId)],
);

/** The per-vote hash chain (DESIGN §7); triggers forbid UPDATE and DELETE (migration 0004). */
export const evidenceChain = pgTable(
  'evidence_chain',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** The ISO instant exactly as hashed. */
    at: text('at').notNull(),
    prev: text('prev').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [uniqueIndex('evidence_chain_seq_uq').on(table.votingId, table.seq)],
);

/** Owners allowed to vote online without certification (SPEC §7 voteWhiteList). */
export const voteWhiteList = pgTable(
  'vote_white_list',
  {
    id: serial('id').primaryKey(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('vote_white_list_uq').on(table.votingId, table.userId)],
);
