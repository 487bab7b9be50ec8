import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import { houseVotingArea } from './voter-roll';

/**
 * A roster change made after a vote's roll froze (issue #22 item 1): the roster keeps it, the vote
 * does not count it, and the vote page lists it so nobody wonders why the roll differs.
 */
export const RosterChangeKind = labelledEnum([
  ['HOUSE_ADDED', '新增房屋'],
  ['HOUSE_REMOVED', '删除房屋'],
  ['HOUSE_AREA_CHANGED', '面积变更'],
  ['HOUSE_CHANGED', '房屋信息变更'],
  ['OWNER_ADDED', '新增业主'],
  ['OWNER_REMOVED', '移除业主'],
  ['OWNER_CHANGED', '业主信息变更'],
] as const);
export type RosterChangeKind = (typeof RosterChangeKind.values)[number];

/** A row image as the database's change log keeps it (to_jsonb: snake_case columns). */
export type RosterRowImage = Record<string, unknown>;

export type RosterChangeRecord = {
  subject: 'HOUSE' | 'OWNER';
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  oldRow: RosterRowImage | null;
  newRow: RosterRowImage | null;
};

const areaOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The area a logged house row counts with in a vote (0.01 m²), as the roll computes it. */
export function loggedHouseArea(row: RosterRowImage | null): number | null {
  if (!row) return null;
  return houseVotingArea({
    votingArea: areaOrNull(row.voting_area),
    registerArea: areaOrNull(row.register_area),
    surveyArea: areaOrNull(row.survey_area),
    contractArea: areaOrNull(row.contract_area),
  });
}

const isOwnerLink = (row: RosterRowImage | null) => row?.relation_type === 'OWNER';

/**
 * What a logged change means for a roll, or null when it cannot touch one (a family member or
 * tenant link: only owners are voters).
 */
export function rosterChangeKindOf(change: RosterChangeRecord): RosterChangeKind | null {
  if (change.subject === 'HOUSE') {
    if (change.op === 'INSERT') return 'HOUSE_ADDED';
    if (change.op === 'DELETE') return 'HOUSE_REMOVED';
    return loggedHouseArea(change.oldRow) !== loggedHouseArea(change.newRow)
      ? 'HOUSE_AREA_CHANGED'
      : 'HOUSE_CHANGED';
  }
  const wasOwner = isOwnerLink(change.oldRow);
  const isOwner = isOwnerLink(change.newRow);
  if (!wasOwner && !isOwner) return null;
  if (change.op === 'INSERT' || (!wasOwner && isOwner)) return 'OWNER_ADDED';
  if (change.op === 'DELETE' || (wasOwner && !isOwner)) return 'OWNER_REMOVED';
  return 'OWNER_CHANGED';
}

/** GET /v1/voting/rosterChangesAfterStart (ours): the changes in the vote's scope after its roll froze. */
export const rosterChangeAfterStartDto = z.object({
  changeKind: z.enum(RosterChangeKind.values),
  houseCode: z.string(),
  /** Building, unit and number as the roster names the house. */
  houseName: z.string(),
  /** Area the vote would count (0.01 m²), before and after; null where the house did not exist. */
  areaBefore: z.number().int().nullable(),
  areaAfter: z.number().int().nullable(),
  /** The owner a link change concerns, as the roster names them. */
  ownerName: z.string().nullable(),
  changedAt: z.string(),
});
export type RosterChangeAfterStartDto = z.infer<typeof rosterChangeAfterStartDto>;
