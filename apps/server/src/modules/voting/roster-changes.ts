import {
  loggedHouseArea,
  type RosterChangeAfterStartDto,
  type RosterChangeRecord,
  rosterChangeKindOf,
} from '@gongzhi/domain/voting/roster-changes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houseName } from './house-name';

// The change log and the marks are raw tables of migration 0032 (written by triggers only).

type ScopeIds = { scopeType: string; buildingIds: readonly number[]; houseIds: readonly number[] };

type ChangeRow = RosterChangeRecord & {
  id: string;
  houseId: number | null;
  buildingId: number | null;
  houseCode: string | null;
  buildingName: string | null;
  unitNo: string | null;
  houseNo: string | null;
  changedAt: Date | string;
};

/** Remembers the last roster change a freezing roll has seen: later ones came after its start. */
export async function markRollRosterChanges(db: Db, votingId: number, communityId: number) {
  await db.execute(sql`insert into voting_roll_roster_marks (voting_id, change_seq)
    values (${votingId}, (select coalesce(max(id), 0) from roster_changes where community_id = ${communityId}))
    on conflict (voting_id) do nothing`);
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function inScope(row: ChangeRow, scope: ScopeIds): boolean {
  if (scope.scopeType === 'COMMUNITY') return true;
  if (scope.scopeType === 'BUILDING')
    return row.buildingId !== null && scope.buildingIds.includes(row.buildingId);
  return row.houseId !== null && scope.houseIds.includes(row.houseId);
}

/** The roster changes in a frozen vote's scope after its roll froze, oldest first. */
export async function rosterChangesAfterStart(
  db: Db,
  voting: { id: number; communityId: number },
  scope: ScopeIds,
): Promise<RosterChangeAfterStartDto[]> {
  const result = await db.execute(sql`select c.id::text as "id", c.subject, c.op,
      c.old_row as "oldRow", c.new_row as "newRow", c.changed_at as "changedAt",
      c.house_id as "houseId", c.building_id as "buildingId",
      coalesce(h.house_code, c.old_row->>'house_code', c.new_row->>'house_code') as "houseCode",
      coalesce(h.unit_no, c.new_row->>'unit_no', c.old_row->>'unit_no') as "unitNo",
      coalesce(h.house_no, c.new_row->>'house_no', c.old_row->>'house_no') as "houseNo",
      b.building_name as "buildingName"
    from voting_roll_roster_marks m
    join roster_changes c on c.community_id = ${voting.communityId} and c.id > m.change_seq
    left join houses h on h.id = c.house_id
    left join buildings b on b.id = c.building_id
    where m.voting_id = ${voting.id}
    order by c.id`);
  const rows = (result as unknown as { rows: ChangeRow[] }).rows;
  const changes: RosterChangeAfterStartDto[] = [];
  for (const row of rows) {
    if (!inScope(row, scope)) continue;
    const changeKind = rosterChangeKindOf(row);
    if (!changeKind) continue;
    const link = row.subject === 'OWNER' ? (row.newRow ?? row.oldRow) : null;
    changes.push({
      changeKind,
      houseCode: row.houseCode ?? '',
      houseName: houseName({
        buildingName: row.buildingName ?? '',
        unitNo: row.unitNo,
        houseNo: row.houseNo ?? '',
      }),
      areaBefore: row.subject === 'HOUSE' ? loggedHouseArea(row.oldRow) : null,
      areaAfter: row.subject === 'HOUSE' ? loggedHouseArea(row.newRow) : null,
      ownerName: text(link?.owner_name),
      changedAt: new Date(row.changedAt).toISOString(),
    });
  }
  return changes;
}
