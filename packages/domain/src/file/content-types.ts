import type { AttachmentExtension } from './upload-type-rules';

/**
 * What the bytes of a file with each extension must look like. `magic` lists the media types a
 * magic-byte sniffer may report; `null` means the format has no signature (text, SVG), so the
 * bytes must instead sniff as nothing at all: a renamed executable always has a signature.
 * `contentType` is what downloads are served as.
 */
export type ContentRule = { contentType: string; magic: readonly string[] | null };

const OLE = 'application/x-cfb';

export const CONTENT_RULES: Readonly<Record<AttachmentExtension, ContentRule>> = {
  jpg: { contentType: 'image/jpeg', magic: ['image/jpeg'] },
  jpeg: { contentType: 'image/jpeg', magic: ['image/jpeg'] },
  png: { contentType: 'image/png', magic: ['image/png'] },
  gif: { contentType: 'image/gif', magic: ['image/gif'] },
  webp: { contentType: 'image/webp', magic: ['image/webp'] },
  bmp: { contentType: 'image/bmp', magic: ['image/bmp'] },
  svg: { contentType: 'image/svg+xml', magic: null },
  psd: { contentType: 'image/vnd.adobe.photoshop', magic: ['image/vnd.adobe.photoshop'] },
  tiff: { contentType: 'image/tiff', magic: ['image/tiff'] },
  pdf: { contentType: 'application/pdf', magic: ['application/pdf'] },
  xls: { contentType: 'application/vnd.ms-excel', magic: [OLE] },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  doc: { contentType: 'application/msword', magic: [OLE] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', magic: [OLE] },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    magic: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
  zip: { contentType: 'application/zip', magic: ['application/zip'] },
  mp4: { contentType: 'video/mp4', magic: ['video/mp4', 'video/quicktime', 'audio/mp4'] },
  wma: { contentType: 'audio/x-ms-wma', magic: ['video/x-ms-asf', 'audio/x-ms-asf'] },
  avi: { contentType: 'video/x-msvideo', magic: ['video/vnd.avi', 'video/x-msvideo'] },
  mpeg: { contentType: 'video/mpeg', magic: ['video/mpeg', 'video/MP1S', 'video/MP2P'] },
  wav: { contentType: 'audio/wav', magic: ['audio/wav', 'audio/vnd.wave'] },
  mp3: { contentType: 'audio/mpeg', magic: ['audio/mpeg'] },
  txt: { contentType: 'text/plain; charset=utf-8', magic: null },
};

/**
 * Whether sniffed bytes fit the extension. `sniffed` is the sniffer's media type, or null when it
 * found no signature; `looksLikeText` whether the first bytes hold no NUL (text formats only).
 */
export function contentMatchesExtension(
  extension: AttachmentExtension,
  sniffed: string | null,
  looksLikeText: boolean,
): boolean {
  const rule = CONTENT_RULES[extension];
  if (rule.magic === null) return sniffed === null && looksLikeText;
  return sniffed !== null && rule.magic.includes(sniffed);
}

/** Raster images that downloads may resize (SVG and PSD are served as they are). */
export const RESIZABLE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff'];
