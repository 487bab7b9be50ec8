/**
 * What a drop in the archive's drag tree asks of the server. Dropping onto a folder moves the entry
 * into it (the server puts it last); dropping into the gap before or after an entry places it
 * there: a new order of that level (sortUpdate, which wants exactly the level's entries), after a
 * move (update with parentId) when the entry came from another level. Whether a folder may go
 * where it was dropped (not into itself or its subtree) is the server's call.
 */
export type DropPlan = {
  /** The new parent ('' is the category root), when the entry changes level. */
  moveTo?: string;
  /** The target level's full order after the drop, when the drop placed it between entries. */
  order?: { parentId: string; archiveIds: string[] };
};

export type DropInput = {
  dragId: string;
  /** The parent of the dragged entry ('' for the root). */
  dragParentId: string;
  targetId: string;
  targetParentId: string;
  targetIsFolder: boolean;
  /** Where it landed relative to the target: -1 before it, 1 after it, 0 onto it. */
  relative: -1 | 0 | 1;
  /** The entries of the target's level in their current order (the dragged one may be among them). */
  targetSiblings: readonly string[];
};

/** Nothing to do (a drop onto a file, or back where it was) answers null. */
export function planDrop(input: DropInput): DropPlan | null {
  if (input.dragId === input.targetId) return null;
  if (input.relative === 0) {
    if (!input.targetIsFolder || input.targetId === input.dragParentId) return null;
    return { moveTo: input.targetId };
  }
  const rest = input.targetSiblings.filter((id) => id !== input.dragId);
  const at = rest.indexOf(input.targetId);
  if (at < 0) return null;
  const archiveIds = [...rest];
  archiveIds.splice(input.relative < 0 ? at : at + 1, 0, input.dragId);
  const order = { parentId: input.targetParentId, archiveIds };
  if (input.targetParentId !== input.dragParentId) return { moveTo: input.targetParentId, order };
  const unchanged = archiveIds.every((id, index) => input.targetSiblings[index] === id);
  return unchanged ? null : { order };
}
