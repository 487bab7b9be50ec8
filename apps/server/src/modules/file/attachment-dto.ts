import { z } from 'zod';
import type { AttachmentRow } from './repository';

/** Attachment of SPEC §3 as the API shows it; ids are the opaque codes, never the serial id. */
export const attachmentDto = z.object({
  attachmentId: z.string(),
  pubAttachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadType: z.string().nullable(),
  storage: z.enum(['local', 's3']),
  bucket: z.string(),
  objectKey: z.string(),
  isPublic: z.enum(['YES', 'NO']),
  createdAt: z.string(),
});
export type AttachmentDto = z.infer<typeof attachmentDto>;

export function toAttachmentDto(row: AttachmentRow): AttachmentDto {
  return {
    attachmentId: row.attachmentId,
    pubAttachmentId: row.pubAttachmentId,
    sourceName: row.sourceName,
    contentType: row.contentType,
    size: row.size,
    uploadType: row.uploadType,
    storage: row.storage,
    bucket: row.bucket,
    objectKey: row.objectKey,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

export const presignDto = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  attachmentId: z.string(),
  pubAttachmentId: z.string(),
  expiresAt: z.string(),
});
export type PresignDto = z.infer<typeof presignDto>;
