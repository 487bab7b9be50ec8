/**
 * Tree rules of the archive (SPEC §7 Archive): pure checks the server applies before it writes.
 */

/**
 * Whether moving `movingId` under the folder whose ancestry (root first, the folder itself last) is
 * `targetPath` would put the entry inside itself. Moving to the root (empty path) never does.
 */
export function isMoveIntoOwnSubtree(movingId: number, targetPath: readonly number[]): boolean {
  return targetPath.includes(movingId);
}

/**
 * Whether `requested` names exactly the siblings `current` (same ids, each once), so a sort call
 * cannot drop, invent or duplicate entries.
 */
export function isSamePermutation(current: readonly string[], requested: readonly string[]): boolean {
  if (current.length !== requested.length) return false;
  const wanted = new Set(requested);
  return wanted.size === requested.length && current.every((id) => wanted.has(id));
}

/** Folders first, then by sort and name: the order the list shows. */
export function compareArchiveEntries(
  a: { isDirectory: 'YES' | 'NO'; sort: number; archiveName: string },
  b: { isDirectory: 'YES' | 'NO'; sort: number; archiveName: string },
): number {
  if (a.isDirectory !== b.isDirectory) return a.isDirectory === 'YES' ? -1 : 1;
  if (a.sort !== b.sort) return a.sort - b.sort;
  return a.archiveName.localeCompare(b.archiveName, 'zh-CN');
}

/** Whether a file can be previewed in the page: images and PDFs. */
export function archivePreviewKind(contentType: string): 'image' | 'pdf' | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/') && contentType !== 'image/vnd.adobe.photoshop') return 'image';
  return null;
}
