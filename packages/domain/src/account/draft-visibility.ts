import { hasAnyPermission, type OperatePermission } from './permissions';

/**
 * Who sees drafts (issue #28 item 2): a draft belongs to the holders of its area's MANAGEMENT
 * permission. Holders of the VIEW permission only (building admins, government staff, volunteers …)
 * see what is published: lists leave drafts out, and a draft's detail and its sub-calls answer as a
 * missing object (404), so a view-only caller cannot tell a draft from a made-up code.
 */
export const DRAFT_PERMISSION = {
  NOTICE: 'NOTICE_MANAGEMENT',
  VOTING: 'VOTING_MANAGEMENT',
  INTENTION: 'INTENTION_MANAGEMENT',
  QUICK_ISSUE: 'QUICK_ISSUE_MANAGEMENT',
  PROPOSAL: 'PROPOSAL_MANAGEMENT',
  FINANCE: 'FINANCE_MANAGEMENT',
  MEETING: 'MEETING_MANAGEMENT',
} as const satisfies Record<string, OperatePermission>;
export type DraftArea = keyof typeof DRAFT_PERMISSION;

/** Whether a caller holding `held` may list and open the drafts of `area`. */
export function maySeeDrafts(held: readonly string[], area: DraftArea): boolean {
  return hasAnyPermission(held, [DRAFT_PERMISSION[area]]);
}
