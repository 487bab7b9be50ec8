import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { formatMessage } from '@gongzhi/domain/common/messages';
import { CONTENT_RULES, contentMatchesExtension } from '@gongzhi/domain/file/content-types';
import { fileExtension } from '@gongzhi/domain/file/file-types';
import {
  type AttachmentExtension,
  checkPresignRequest,
  isAttachmentExtension,
  type PresignRequestInput,
  UPLOAD_MESSAGES,
  UPLOAD_TYPE_RULES,
} from '@gongzhi/domain/file/upload-type-rules';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { addSeconds, type Clock } from '../../common/clock';
import { newBusinessCode, newOpaqueToken } from '../../common/secure-random';
import { SERVER_MESSAGES } from '../../common/server-messages';
import { newObjectKey } from '../../providers/storage/object-key';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { CommunityAccessService } from '../community/access-service';
import { type AttachmentDto, type PresignDto, toAttachmentDto } from './attachment-dto';
import { sniffFile } from './content-sniffer';
import type { AttachmentRow, FileRepository } from './repository';
import { localUploadUrl, verifyUploadSignature } from './upload-signature';

/** Signed upload URLs live 10 minutes (DESIGN §9). */
export const UPLOAD_URL_TTL_SECONDS = 600;
/** No upload type allows more: the limit of bytes written before the slot names its own. */
const LARGEST_UPLOAD_SIZE = Math.max(...Object.values(UPLOAD_TYPE_RULES).map((rule) => rule.maxSize));
/** Bytes read from an object stored straight in S3 to sniff its type (xlsx needs its first entries). */
const REMOTE_SNIFF_BYTES = 64 * 1024;

type Deps = {
  repo: FileRepository;
  storage: StorageProvider;
  access: CommunityAccessService;
  clock: Clock;
  secret: string;
};

export type UploadQuery = { expires: number; signature: string };

/** The byte limit of a stream being written: it may tighten once the announced size is known. */
type ByteLimit = { bytes: number };

type FileWrite = {
  /** Resolves with the byte count once every byte is on disk. */
  done: Promise<number>;
  /** Stops writing and waits for the file to close; the rest of the body is left for Node to discard. */
  abort: () => Promise<void>;
};

/**
 * Streams `body` into `path` (piped, so the socket is read as fast as the disk takes it),
 * refusing the byte after `limit` at once. The body itself is never destroyed, so the refusal
 * can still be answered on the same connection.
 */
function streamToFile(body: Readable, path: string, limit: ByteLimit): FileWrite {
  const file = createWriteStream(path);
  let total = 0;
  let fail: (error: unknown) => void = () => undefined;
  const done = new Promise<number>((resolve, reject) => {
    fail = reject;
    // Closed, not only flushed: the file is renamed or removed next.
    file.on('close', () => (file.writableFinished ? resolve(total) : undefined));
    file.on('error', reject);
    body.on('error', reject);
    body.on('aborted', () => reject(new AppError(400, UPLOAD_MESSAGES.sizeMismatch)));
  });
  done.catch(() => undefined);
  const closed = new Promise<void>((resolve) => file.on('close', resolve));
  const stop = () => {
    body.off('data', count);
    body.unpipe(file);
    file.destroy();
    return closed;
  };
  function count(chunk: Buffer) {
    total += chunk.length;
    if (total > limit.bytes) {
      stop();
      fail(new AppError(413, UPLOAD_MESSAGES.sizeMismatch));
    }
  }
  body.on('data', count);
  body.pipe(file);
  return { done, abort: stop };
}

function extensionOf(row: AttachmentRow): AttachmentExtension {
  const extension = fileExtension(row.sourceName);
  if (!isAttachmentExtension(extension))
    throw new Error(`attachment ${row.attachmentId} has no allowed extension`);
  return extension;
}

export function createUploadService(deps: Deps) {
  const { repo, storage, clock } = deps;

  async function communityIdFor(actor: Actor, communityInfoCode: string | undefined): Promise<number | null> {
    if (!communityInfoCode) return null;
    const access = await deps.access.resolve(actor, communityInfoCode);
    if (!access) throw new AppError(404, SERVER_MESSAGES.communityNotFound);
    return access.community.id;
  }

  /** Checks and answers a signed PUT (SPEC §7); the attachment row waits as PENDING until the bytes pass. */
  async function presign(actor: Actor, input: PresignRequestInput): Promise<PresignDto> {
    const check = checkPresignRequest(input);
    if (!check.valid) throw new AppError(400, check.message);
    const communityId = await communityIdFor(actor, input.communityInfoCode);
    return openSlot(input, { uploaderUserId: actor.userId, communityId });
  }

  /**
   * A private upload without a session, for a public form that checked its caller itself (the
   * government join form: a phone with its SMS code) and limits the file more tightly first. The
   * attachment has no uploader and no community, so no file route serves it to anyone; only the
   * area that asked for it delivers it (through {@link DownloadService}'s granted download).
   */
  async function presignAnonymous(
    input: Pick<PresignRequestInput, 'sourceName' | 'size' | 'uploadType'>,
  ): Promise<PresignDto> {
    const check = checkPresignRequest(input);
    if (!check.valid) throw new AppError(400, check.message);
    return openSlot({ ...input, isPublic: false }, { uploaderUserId: null, communityId: null });
  }

  async function openSlot(
    input: Pick<PresignRequestInput, 'sourceName' | 'size' | 'uploadType' | 'isPublic'>,
    owner: { uploaderUserId: number | null; communityId: number | null },
  ): Promise<PresignDto> {
    const { uploaderUserId, communityId } = owner;
    const extension = fileExtension(input.sourceName) as AttachmentExtension;
    const contentType = CONTENT_RULES[extension].contentType;
    const now = clock.now();
    const expiresAt = addSeconds(now, UPLOAD_URL_TTL_SECONDS);
    const row = await repo.insert({
      attachmentId: newBusinessCode('A'),
      pubAttachmentId: `P${newOpaqueToken()}`,
      sourceName: input.sourceName,
      contentType,
      size: input.size,
      uploadType: input.uploadType,
      storage: storage.kind,
      bucket: storage.bucket,
      objectKey: newObjectKey('att', extension, now),
      status: 'PENDING',
      isPublic: (input.isPublic ?? UPLOAD_TYPE_RULES[input.uploadType].publicByDefault) ? 'YES' : 'NO',
      uploaderUserId,
      communityId,
      uploadExpiresAt: expiresAt,
      createdAt: now,
    });
    const remote = await storage.presignPut(row.objectKey, {
      contentType,
      size: input.size,
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
    });
    return {
      url: remote?.url ?? localUploadUrl(deps.secret, row.attachmentId, expiresAt),
      method: 'PUT',
      headers: remote?.headers ?? { 'Content-Type': contentType },
      attachmentId: row.attachmentId,
      pubAttachmentId: row.pubAttachmentId,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The signature and expiry of a local upload URL: checked before any byte is read. */
  function checkSignature(attachmentId: string, query: UploadQuery): void {
    const signed = verifyUploadSignature(deps.secret, attachmentId, query.expires, query.signature);
    if (!signed || query.expires * 1000 <= clock.now().getTime())
      throw new AppError(403, UPLOAD_MESSAGES.uploadUrlExpired);
  }

  async function claim(attachmentId: string): Promise<AttachmentRow> {
    const row = await repo.claimUpload(attachmentId, clock.now());
    if (row) return row;
    const existing = await repo.findByAttachmentId(attachmentId);
    if (existing && existing.status !== 'PENDING') throw new AppError(409, UPLOAD_MESSAGES.uploadUrlUsed);
    throw new AppError(403, UPLOAD_MESSAGES.uploadUrlExpired);
  }

  /** The size and magic-byte checks every stored upload passes; throws the refusal to show. */
  async function checkContent(row: AttachmentRow, path: string, size: number): Promise<void> {
    if (size === 0) throw new AppError(400, UPLOAD_MESSAGES.emptyFile);
    if (size !== row.size) throw new AppError(400, UPLOAD_MESSAGES.sizeMismatch);
    const extension = extensionOf(row);
    const sniffed = await sniffFile(path);
    if (!contentMatchesExtension(extension, sniffed.mime, sniffed.looksLikeText)) {
      throw new AppError(400, formatMessage(UPLOAD_MESSAGES.contentMismatch, extension));
    }
  }

  /**
   * The PUT of a local-storage upload: streams to a temp file on the store's disk, refusing the
   * byte after the announced size, then checks the real type and moves the file in. Any refusal
   * removes the temp file and the slot, so nothing is stored.
   *
   * A signed URL may start writing while its slot is claimed in the database: the bytes then flow
   * during the query instead of waiting in the socket (bench:upload), under the largest size any
   * upload type allows until the claimed row names the announced one.
   */
  async function receive(
    attachmentId: string,
    query: UploadQuery,
    body: Readable,
    contentLength: number | null,
  ): Promise<AttachmentDto> {
    checkSignature(attachmentId, query);
    const temp = join(storage.tempDir, `${attachmentId}-${newOpaqueToken().slice(0, 8)}`);
    const limit: ByteLimit = { bytes: LARGEST_UPLOAD_SIZE };
    const write = streamToFile(body, temp, limit);
    let row: AttachmentRow | null = null;
    try {
      row = await claim(attachmentId);
      limit.bytes = row.size;
      if (contentLength !== null && contentLength > row.size) {
        throw new AppError(413, UPLOAD_MESSAGES.sizeMismatch);
      }
      const size = await write.done;
      if (size > row.size) throw new AppError(413, UPLOAD_MESSAGES.sizeMismatch);
      await checkContent(row, temp, size);
      await storage.putFile(row.objectKey, temp, row.contentType);
      return toAttachmentDto(await repo.markReady(row.id, clock.now()));
    } catch (error) {
      await write.abort();
      await rm(temp, { force: true });
      if (row) await repo.remove(row.id);
      throw error;
    }
  }

  /**
   * Finishes an upload that went straight to S3: the object must have the announced size and the
   * right magic bytes, else object and slot are removed. A READY attachment is answered as it is.
   */
  async function complete(row: AttachmentRow): Promise<AttachmentRow | null> {
    if (row.status === 'READY') return row;
    if (storage.kind !== 's3' || row.status !== 'PENDING') return null;
    const stored = await storage.stat(row.objectKey);
    if (!stored) return null;
    const temp = join(storage.tempDir, `${row.attachmentId}-head`);
    try {
      const head = await storage.readHead(row.objectKey, REMOTE_SNIFF_BYTES);
      await writeFile(temp, head);
      if (stored.size !== row.size) throw new AppError(400, UPLOAD_MESSAGES.sizeMismatch);
      const extension = extensionOf(row);
      const sniffed = await sniffFile(temp);
      if (!contentMatchesExtension(extension, sniffed.mime, sniffed.looksLikeText)) {
        throw new AppError(400, formatMessage(UPLOAD_MESSAGES.contentMismatch, extension));
      }
      return await repo.markReady(row.id, clock.now());
    } catch (error) {
      await storage.remove(row.objectKey);
      await repo.remove(row.id);
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** POST /v1/api/cos/completeUpload: the uploader confirms; local uploads are already complete. */
  async function completeFor(actor: Actor, attachmentId: string): Promise<AttachmentDto> {
    const row = await repo.findByAttachmentId(attachmentId);
    if (!row || row.uploaderUserId !== actor.userId)
      throw new AppError(404, SERVER_MESSAGES.attachmentNotFound);
    const done = await complete(row);
    if (!done) throw new AppError(404, SERVER_MESSAGES.attachmentNotFound);
    return toAttachmentDto(done);
  }

  /** Hourly: slots whose URL expired an hour ago are dropped with any bytes that reached the store. */
  async function purgeStale(): Promise<number> {
    const rows = await repo.deleteStalePending(addSeconds(clock.now(), -3600));
    await Promise.all(rows.map((row) => storage.remove(row.objectKey).catch(() => undefined)));
    return rows.length;
  }

  return { presign, presignAnonymous, receive, complete, completeFor, purgeStale };
}

export type UploadService = ReturnType<typeof createUploadService>;
