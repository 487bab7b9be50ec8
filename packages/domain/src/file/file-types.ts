/** Image extensions of SPEC §9, lower case, without the dot. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'psd', 'tiff'] as const;

/** Spreadsheet imports accept xlsx only (SPEC §5): the streaming reader does not read legacy xls. */
export const SPREADSHEET_EXTENSIONS = ['xlsx'] as const;

/** The `accept` attribute of a picture upload, built from the same list. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The lower-cased extension of a file name without the dot, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a file name has one of the image extensions of SPEC §9 (case-insensitive). */
export function isImageFileName(fileName: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** Whether a file name is an xlsx spreadsheet, the only import format (SPEC §5). */
export function isSpreadsheetFileName(fileName: string): boolean {
  return (SPREADSHEET_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** The file-type icons of SPEC §9; `image` and `video` are the generic fallbacks, `file` the rest. */
export type FileIconKey =
  | 'jpg'
  | 'png'
  | 'gif'
  | 'excel'
  | 'pdf'
  | 'ppt'
  | 'word'
  | 'zip'
  | 'mp4'
  | 'wma'
  | 'avi'
  | 'mpeg'
  | 'wav'
  | 'image'
  | 'video'
  | 'file';

// A Map, not an object literal, so a file named 'x.constructor' cannot hit Object.prototype.
const ICON_BY_EXTENSION: ReadonlyMap<string, FileIconKey> = new Map(
  Object.entries({
    jpg: 'jpg',
    jpeg: 'jpg',
    png: 'png',
    gif: 'gif',
    xls: 'excel',
    xlsx: 'excel',
    pdf: 'pdf',
    ppt: 'ppt',
    pptx: 'ppt',
    doc: 'word',
    docx: 'word',
    zip: 'zip',
    mp4: 'mp4',
    wma: 'wma',
    avi: 'avi',
    mpeg: 'mpeg',
    wav: 'wav',
  } satisfies Record<string, FileIconKey>),
);

/**
 * The icon for an attachment: by extension first (the name is what the uploader chose and is always
 * present); otherwise an `image/*` or `video/*` media type gives the generic image or video icon, and
 * anything else the generic file icon.
 */
export function fileIconKey(fileName: string, mediaType?: string | null): FileIconKey {
  const byExtension = ICON_BY_EXTENSION.get(fileExtension(fileName));
  if (byExtension) {
    return byExtension;
  }
  const type = (mediaType ?? '').toLowerCase();
  if (type.startsWith('image/')) {
    return 'image';
  }
  if (type.startsWith('video/')) {
    return 'video';
  }
  return 'file';
}
