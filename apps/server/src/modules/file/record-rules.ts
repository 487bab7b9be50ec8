import type { CommunityPlace } from '@gongzhi/domain/account/jurisdiction';
import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import { PROPOSAL_VIEW } from '@gongzhi/domain/proposal/proposal-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import type { AttachmentRow } from './repository';

// The list permissions of each area, as its routes.ts declares them (copied, not imported: the
// route modules import services that import this folder). download-grant.test.ts compares them.
export const LIST_PERMISSIONS = {
  archive: ['ARCHIVE_VIEW', 'ARCHIVE_MANAGEMENT'],
  archiveInbox: ['ARCHIVE_MANAGEMENT'],
  finance: ['FINANCE_VIEW', 'FINANCE_MANAGEMENT'],
  meeting: ['MEETING_MANAGEMENT'],
  notice: ['NOTICE_VIEW', 'NOTICE_MANAGEMENT'],
  quickVote: ['QUICK_ISSUE_VIEW', 'QUICK_ISSUE_MANAGEMENT'],
  questionnaire: ['INTENTION_VIEW', 'INTENTION_MANAGEMENT'],
  voting: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
  votingPaper: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
  votingDelivery: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
  votingResult: ['VOTING_VIEW', 'VOTING_MANAGEMENT'],
  proposal: PROPOSAL_VIEW,
  proposalFill: PROPOSAL_VIEW,
  certification: ['HOUSE_OWNER_MANAGEMENT', 'OHC_VIEW'],
  // The estate page asks for no operate permission (SPEC §2.5): any staff member of the community.
  workOrder: [],
} as const satisfies Record<string, readonly OperatePermission[]>;

/**
 * One way to be allowed to read a record's files; a record lists every way, and any one is enough.
 * Each mirrors the check of the list or detail that shows the record (issue #21 item 3).
 */
export type ReadRule =
  /**
   * Staff of the community as the community guard resolves them (members with a workbench role, and
   * certified government staff whose jurisdiction covers it) holding any one of `permission` (none
   * listed: any of them, as a route without a permission), passing `also` when the area checks
   * more (owner certifications: `mayReadCertifications`), and for a download job's output being
   * its creator (the download list is personal, SPEC §4).
   */
  | {
      kind: 'staff';
      communityId: number;
      permission: readonly OperatePermission[];
      also?: (access: CommunityAccess) => boolean;
      creatorUserId?: number;
    }
  /** One person, in any of their sessions: the owner who certified, complained, signed; an applicant. */
  | { kind: 'user'; userId: number }
  /** Certified government staff, in a government session, whose jurisdiction covers the place. */
  | { kind: 'jurisdiction'; place: CommunityPlace }
  /** Platform operators, in a workbench session (the reviews of government certification and joining). */
  | { kind: 'operator' };

/** A record a file belongs to and who may read it. No rule at all keeps the file closed. */
export type OwningRecord = { area: string; readers: readonly ReadRule[] };

/**
 * A table whose rows hold files. `holding` selects the ids of the rows that hold one file (as
 * `id`); `recordsOf` answers those rows' readers. Files are named by attachment code in text[]
 * columns (searched with `= any(...)`) or point at the attachment row. `columns` names the
 * columns that hold them: record-owners-schema.test.ts checks every such column has a source.
 */
export type RecordSource = {
  area: string;
  columns: readonly PgColumn[];
  holding: (file: AttachmentRow) => SQL;
  recordsOf: (db: Db, ids: readonly number[]) => Promise<OwningRecord[]>;
};

/** The staff rule of a community area. */
export function staffRule(
  communityId: number,
  permission: readonly OperatePermission[],
  extra: Omit<Extract<ReadRule, { kind: 'staff' }>, 'kind' | 'communityId' | 'permission'> = {},
): ReadRule {
  return { kind: 'staff', communityId, permission, ...extra };
}

/** Rows whose text[] columns list the file's attachment code (any one of them). */
export function listing(file: AttachmentRow, columns: readonly PgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql`${file.attachmentId} = any(${column})`),
    sql` or `,
  );
}

/** The ids of `table`'s rows that hold the file (`id` = the row's `key`). */
export function rowsHolding(table: PgTable, key: PgColumn, holds: SQL): SQL {
  return sql`select ${key} as id from ${table} where ${holds}`;
}
