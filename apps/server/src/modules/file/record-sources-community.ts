import { DRAFT_PERMISSION } from '@gongzhi/domain/account/draft-visibility';
import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { communityVotingSettings, downloadJobs, votings } from '../../db/schema';
import { archiveEntries, archiveInbox } from '../../db/tables/archive';
import { financeReports } from '../../db/tables/finance';
import { govSolicitations } from '../../db/tables/gov-solicitation';
import { meetings } from '../../db/tables/meeting';
import { communityNotices } from '../../db/tables/notice';
import { proposals } from '../../db/tables/proposal';
import { intentionOptions, intentionQuestions, intentionSolicitations } from '../../db/tables/questionnaire';
import { issueQuicks } from '../../db/tables/quick-vote';
import { votingDeliveries, votingPaperEntries, votingResults } from '../../db/tables/voting';
import { votingScanPages } from '../../db/tables/voting-paper-scan';
import { votingProxies } from '../../db/tables/voting-proxy';
import type { JobRegistry } from '../../jobs/job-registry';
import {
  LIST_PERMISSIONS,
  listing,
  type OwningRecord,
  type RecordSource,
  rowsHolding,
  staffRule,
} from './record-rules';
import type { AttachmentRow } from './repository';

// The records of one community's areas: read by its staff with the permission of the list that
// shows them (the route's `permission`), so a download needs what seeing the file in the workbench
// needs (issue #21 item 3).

const L = LIST_PERMISSIONS;

/** An area of one community whose records carry files, read with the permission of its list. */
type CommunityList = {
  area: string;
  table: PgTable;
  id: PgColumn;
  communityId: PgColumn;
  /** The columns holding files: text[] of attachment codes, unless `holds` says otherwise. */
  columns: readonly PgColumn[];
  holds?: (file: AttachmentRow) => SQL;
  permission: readonly OperatePermission[];
  /**
   * When the record is a draft, and who reads a draft's files then: the area's MANAGEMENT
   * permission only, as its lists and details show drafts to nobody else (issue #28 item 2).
   */
  draft?: { when: SQL; permission: readonly OperatePermission[] };
};

function communityList(list: CommunityList): RecordSource {
  return {
    area: list.area,
    columns: list.columns,
    holding: (file) => rowsHolding(list.table, list.id, list.holds?.(file) ?? listing(file, list.columns)),
    async recordsOf(db, ids) {
      const rows = await db
        .select({ communityId: list.communityId, isDraft: list.draft?.when ?? sql<boolean>`false` })
        .from(list.table)
        .where(inArray(list.id, [...ids]));
      return rows.map((row) => ({
        area: list.area,
        readers: [
          staffRule(
            row.communityId as number,
            row.isDraft && list.draft ? list.draft.permission : list.permission,
          ),
        ],
      }));
    },
  };
}

const COMMUNITY_LISTS: readonly CommunityList[] = [
  {
    area: 'notice',
    table: communityNotices,
    id: communityNotices.id,
    communityId: communityNotices.communityId,
    columns: [communityNotices.material],
    permission: L.notice,
    draft: { when: sql`${communityNotices.isDraft} = 'YES'`, permission: [DRAFT_PERMISSION.NOTICE] },
  },
  {
    area: 'finance',
    table: financeReports,
    id: financeReports.id,
    communityId: financeReports.communityId,
    columns: [financeReports.attachments],
    permission: L.finance,
    draft: { when: sql`${financeReports.status} = 'DRAFT'`, permission: [DRAFT_PERMISSION.FINANCE] },
  },
  {
    // Materials, the signed sheet and the face-verification authorisation letter of a vote.
    area: 'voting',
    table: votings,
    id: votings.id,
    communityId: votings.communityId,
    columns: [votings.materialAttachments, votings.signAttachment, votings.faceAuthorizationLetter],
    permission: L.voting,
    draft: { when: sql`${votings.votingState} = 'DRAFT'`, permission: [DRAFT_PERMISSION.VOTING] },
  },
  {
    // The adopted 议事规则 behind the local-rule variant of deeming (issue #22 item 3): 表决设置's rule.
    area: 'voting-local-rule',
    table: communityVotingSettings,
    id: communityVotingSettings.communityId,
    communityId: communityVotingSettings.communityId,
    columns: [communityVotingSettings.localRuleFile],
    holds: (file) => sql`${communityVotingSettings.localRuleFile} = ${file.attachmentId}`,
    permission: L.voting,
  },
  {
    area: 'meeting',
    table: meetings,
    id: meetings.id,
    communityId: meetings.communityId,
    columns: [meetings.materialIds],
    permission: L.meeting,
  },
  {
    area: 'meeting-minutes',
    table: meetings,
    id: meetings.id,
    communityId: meetings.communityId,
    columns: [meetings.minuteAttachmentIds],
    permission: L.meeting,
  },
  {
    area: 'proposal-sign-sheet',
    table: proposals,
    id: proposals.id,
    communityId: proposals.communityId,
    columns: [proposals.signAttachment],
    permission: L.proposal,
  },
  {
    // Sign sheets, description files and meeting material of a quick resolution.
    area: 'quick-vote',
    table: issueQuicks,
    id: issueQuicks.id,
    communityId: issueQuicks.communityId,
    columns: [issueQuicks.signAttachment, issueQuicks.descFile, issueQuicks.mvcFile],
    permission: L.quickVote,
    draft: { when: sql`${issueQuicks.isDraft} = 'YES'`, permission: [DRAFT_PERMISSION.QUICK_ISSUE] },
  },
  {
    area: 'archive',
    table: archiveEntries,
    id: archiveEntries.id,
    communityId: archiveEntries.communityId,
    columns: [archiveEntries.attachmentId],
    holds: (file) => sql`${archiveEntries.attachmentId} = ${file.id}`,
    permission: L.archive,
  },
  {
    // A phone upload waiting to be filed: the archive managers only; once filed, its archive entry's rule.
    area: 'archive-inbox',
    table: archiveInbox,
    id: archiveInbox.id,
    communityId: archiveInbox.communityId,
    columns: [archiveInbox.attachmentId],
    holds: (file) => sql`${archiveInbox.attachmentId} = ${file.id} and ${archiveInbox.filedAt} is null`,
    permission: L.archiveInbox,
  },
];

/**
 * Proposal materials: the proposal list's rule, and an owner's motion also its owner (who wrote it
 * and reads it back in the owner H5).
 */
const proposalMaterials: RecordSource = {
  area: 'proposal',
  columns: [proposals.materialAttachments],
  holding: (file) => rowsHolding(proposals, proposals.id, listing(file, [proposals.materialAttachments])),
  async recordsOf(db, ids) {
    const rows = await db
      .select({
        communityId: proposals.communityId,
        creatorType: proposals.creatorType,
        creator: proposals.creatorUserId,
      })
      .from(proposals)
      .where(inArray(proposals.id, [...ids]));
    return rows.map((row) => ({
      area: 'proposal',
      readers: [
        staffRule(row.communityId, L.proposal),
        ...(row.creatorType === 'OWNER' && row.creator !== null
          ? [{ kind: 'user' as const, userId: row.creator }]
          : []),
      ],
    }));
  },
};

/** Files of a vote's sub-records (paper ballots, delivery proofs, the result file): its list's rule. */
function votingPart(part: {
  area: string;
  table: PgTable;
  id: PgColumn;
  votingId: PgColumn;
  columns: readonly PgColumn[];
  holds: (file: AttachmentRow) => SQL;
  permission: readonly OperatePermission[];
  /** A user the record names, who reads its files besides the staff (a proxy's principal). */
  person?: PgColumn;
}): RecordSource {
  return {
    area: part.area,
    columns: part.columns,
    holding: (file) => rowsHolding(part.table, part.id, part.holds(file)),
    async recordsOf(db, ids) {
      const rows = await db
        .select({ communityId: votings.communityId, person: part.person ?? sql<number | null>`null` })
        .from(part.table)
        .innerJoin(votings, eq(votings.id, part.votingId))
        .where(inArray(part.id, [...ids]));
      return rows.map((row) => ({
        area: part.area,
        readers: [
          staffRule(row.communityId, part.permission),
          ...(row.person !== null ? [{ kind: 'user' as const, userId: Number(row.person) }] : []),
        ],
      }));
    },
  };
}

const VOTING_PARTS: readonly RecordSource[] = [
  votingPart({
    area: 'voting-paper-ballot',
    table: votingPaperEntries,
    id: votingPaperEntries.id,
    votingId: votingPaperEntries.votingId,
    columns: [votingPaperEntries.attachments],
    holds: (file) => listing(file, [votingPaperEntries.attachments]),
    permission: L.votingPaper,
  }),
  votingPart({
    area: 'voting-delivery-proof',
    table: votingDeliveries,
    id: votingDeliveries.id,
    votingId: votingDeliveries.votingId,
    columns: [votingDeliveries.proofAttachments],
    holds: (file) => listing(file, [votingDeliveries.proofAttachments]),
    permission: L.votingDelivery,
  }),
  votingPart({
    area: 'voting-result-file',
    table: votingResults,
    id: votingResults.votingId,
    votingId: votingResults.votingId,
    columns: [votingResults.resultFile],
    holds: (file) => sql`${votingResults.resultFile} = ${file.attachmentId}`,
    permission: L.votingResult,
  }),
  // A scanned page of a returned paper ballot (issue #27), kept as evidence: the paper ballots' rule,
  // before the page becomes an entry (a doubtful or flagged page) as after.
  votingPart({
    area: 'voting-scan-page',
    table: votingScanPages,
    id: votingScanPages.id,
    votingId: votingScanPages.votingId,
    columns: [votingScanPages.imageId],
    holds: (file) => sql`${votingScanPages.imageId} = ${file.id}`,
    permission: L.votingPaper,
  }),
  // A proxy's signed authorisation or scanned 授权委托书: staff who list proxies, and the principal.
  votingPart({
    area: 'voting-proxy',
    table: votingProxies,
    id: votingProxies.id,
    votingId: votingProxies.votingId,
    columns: [votingProxies.signatureFile, votingProxies.paperFile],
    holds: (file) =>
      sql`(${votingProxies.signatureFile} = ${file.attachmentId} OR ${votingProxies.paperFile} = ${file.attachmentId})`,
    permission: L.voting,
    person: votingProxies.principalUserId,
  }),
];

/**
 * A questionnaire's readers: a community's own, the list's rule (a draft: INTENTION_MANAGEMENT);
 * a government collection (publisher GOV), the certified staff whose jurisdiction covers the
 * publishing unit, as its government pages check (its community's staff do not list it).
 */
async function solicitationRecords(db: Db, area: string, ids: readonly number[]): Promise<OwningRecord[]> {
  const rows = await db
    .select({
      communityId: intentionSolicitations.communityId,
      isDraft: intentionSolicitations.isDraft,
      publisherKind: intentionSolicitations.publisherKind,
      streetCode: govSolicitations.streetCode,
      govCommunityCode: govSolicitations.govCommunityCode,
    })
    .from(intentionSolicitations)
    .leftJoin(govSolicitations, eq(govSolicitations.solicitationId, intentionSolicitations.id))
    .where(inArray(intentionSolicitations.id, [...ids]));
  return rows.map((row) => {
    if (row.publisherKind === 'GOV') {
      const place = { streetCode: row.streetCode, govCommunityCode: row.govCommunityCode };
      return { area, readers: row.streetCode ? [{ kind: 'jurisdiction' as const, place }] : [] };
    }
    const permission = row.isDraft === 'YES' ? [DRAFT_PERMISSION.INTENTION] : L.questionnaire;
    return { area, readers: [staffRule(row.communityId, permission)] };
  });
}

const SOLICITATION_FILES = [
  intentionSolicitations.descFile,
  intentionSolicitations.mvcFile,
  intentionSolicitations.signAttachment,
];

/** Files of a questionnaire, of its questions and of their options: the questionnaire's readers. */
const QUESTIONNAIRE_SOURCES: readonly RecordSource[] = [
  {
    area: 'questionnaire',
    columns: SOLICITATION_FILES,
    holding: (file) =>
      rowsHolding(intentionSolicitations, intentionSolicitations.id, listing(file, SOLICITATION_FILES)),
    recordsOf: (db, ids) => solicitationRecords(db, 'questionnaire', ids),
  },
  {
    area: 'questionnaire-question',
    columns: [intentionQuestions.descFile],
    holding: (file) =>
      rowsHolding(
        intentionQuestions,
        intentionQuestions.solicitationId,
        listing(file, [intentionQuestions.descFile]),
      ),
    recordsOf: (db, ids) => solicitationRecords(db, 'questionnaire-question', ids),
  },
  {
    area: 'questionnaire-option',
    columns: [intentionOptions.descFile],
    holding: (file) =>
      sql`select ${intentionQuestions.solicitationId} as id from ${intentionOptions}
        join ${intentionQuestions} on ${intentionQuestions.id} = ${intentionOptions.questionId}
        where ${listing(file, [intentionOptions.descFile])}`,
    recordsOf: (db, ids) => solicitationRecords(db, 'questionnaire-option', ids),
  },
];

/**
 * A download job's output: the kind's permission, and being the job's creator. A kind no longer
 * registered keeps its file closed (no rule at all).
 */
function jobOutputs(registry: JobRegistry): RecordSource {
  return {
    area: 'job',
    columns: [downloadJobs.outputAttachmentId],
    holding: (file) =>
      rowsHolding(downloadJobs, downloadJobs.id, sql`${downloadJobs.outputAttachmentId} = ${file.id}`),
    async recordsOf(db, ids) {
      const jobs = await db
        .select({
          communityId: downloadJobs.communityId,
          createdBy: downloadJobs.createdBy,
          kind: downloadJobs.kind,
        })
        .from(downloadJobs)
        .where(inArray(downloadJobs.id, [...ids]));
      return jobs.map((job) => {
        const permission = registry.get(job.kind)?.permission;
        return {
          area: `job:${job.kind}`,
          readers: permission
            ? [staffRule(job.communityId, permission, { creatorUserId: job.createdBy })]
            : [],
        };
      });
    },
  };
}

/** Every table of the community areas whose rows hold files. */
export function communityRecordSources(registry: JobRegistry): RecordSource[] {
  return [
    jobOutputs(registry),
    ...COMMUNITY_LISTS.map(communityList),
    proposalMaterials,
    ...QUESTIONNAIRE_SOURCES,
    ...VOTING_PARTS,
  ];
}
