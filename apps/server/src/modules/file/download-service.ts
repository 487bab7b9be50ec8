import type { Readable } from 'node:stream';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { addSeconds } from '../../common/clock';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { contentDisposition } from './content-disposition';
import {
  DOWNLOAD_GRANT_TTL_SECONDS,
  type GrantSubject,
  signDownloadGrant,
  verifyDownloadGrant,
} from './download-grant';
import { describeResize, type ResizeOptions, resizeTransform, wantsResize } from './image-resize';
import { createReaderCheck, type ReaderCheckDeps } from './reader-check';
import type { OwningRecord } from './record-rules';
import type { AttachmentRow, FileRepository } from './repository';
import type { UploadService } from './upload-service';

type Deps = Omit<ReaderCheckDeps, 'communityCodeOf'> & {
  repo: FileRepository;
  storage: StorageProvider;
  uploads: UploadService;
  clock: Clock;
  /** The records a file belongs to (record-owners.ts). */
  owningRecords: (row: AttachmentRow) => Promise<OwningRecord[]>;
  /** Whether the session a grant was issued under is still open (logged out or expired: no). */
  sessionOpen: (sessionId: string, userId: number) => Promise<boolean>;
  secret: string;
};

/** A download grant for one file (POST /v1/api/cos/downloadGrant). */
export type DownloadGrantDto = { attachmentId: string; grant: string; expiresAt: string };

/** What a download route sends: the bytes and the headers that describe them. */
export type Delivery = {
  stream: Readable;
  headers: Record<string, string>;
};

// Images show inline (previews, avatars); everything else, SVG included (it can carry script), saves.
function dispositionType(contentType: string): 'inline' | 'attachment' {
  return contentType.startsWith('image/') && contentType !== 'image/svg+xml' ? 'inline' : 'attachment';
}

export function createDownloadService(deps: Deps) {
  const { repo, storage } = deps;
  const notFound = () => new AppError(404, SERVER_MESSAGES.attachmentNotFound);

  const mayReadRecords = createReaderCheck({ ...deps, communityCodeOf: repo.communityCodeOf });

  /**
   * Who may fetch a private attachment (issue #21 item 3). A file that belongs to a record (an
   * archive entry, a notice, a vote, a certification, a complaint, a download job's output, …) is
   * read by whom the list or detail that shows the record admits (record-rules.ts), whoever
   * uploaded it. A file of no record (a fresh upload) by its uploader alone. Anyone else gets the
   * same 404 as a missing id.
   */
  async function mayRead(reader: GrantSubject, row: AttachmentRow): Promise<boolean> {
    const owners = await deps.owningRecords(row);
    if (owners.length === 0) return row.uploaderUserId === reader.userId;
    return mayReadRecords(reader, owners);
  }

  async function deliver(
    row: AttachmentRow,
    options: ResizeOptions,
    log: { userId: number | null; ip: string },
  ): Promise<Delivery> {
    const ready = row.status === 'READY' ? row : await deps.uploads.complete(row).catch(() => null);
    if (!ready) throw notFound();
    const source = await storage.openRead(ready.objectKey);
    const resize = wantsResize(ready.contentType, options);
    const headers: Record<string, string> = {
      'content-type': ready.contentType,
      'content-disposition': contentDisposition(dispositionType(ready.contentType), ready.sourceName),
      'cache-control': ready.isPublic === 'YES' ? 'public, max-age=86400' : 'private, no-store',
    };
    if (!resize) headers['content-length'] = String(ready.size);
    await repo.logDownload({
      attachmentId: ready.id,
      userId: log.userId,
      isPublic: ready.isPublic,
      ip: log.ip,
      resized: resize ? describeResize(options) : null,
      createdAt: deps.clock.now(),
    });
    const stream = resize ? source.pipe(resizeTransform(ready.contentType, options)) : source;
    if (resize) source.on('error', (error) => stream.destroy(error));
    return { stream, headers };
  }

  /** GET /v1/api/cos/download: a logged-in reader allowed to see the owning record. */
  async function download(actor: Actor, attachmentId: string, options: ResizeOptions, ip: string) {
    const row = await repo.findByAttachmentId(attachmentId);
    if (!row || !(await mayRead(actor, row))) throw notFound();
    return deliver(row, options, { userId: actor.userId, ip });
  }

  /**
   * POST /v1/api/cos/downloadGrant: one grant per file the caller may read now, for `<img>` and
   * links (download-grant.ts). Files the caller may not read are left out, like missing ones.
   */
  async function grants(actor: Actor, attachmentIds: readonly string[]): Promise<DownloadGrantDto[]> {
    const expiresAt = addSeconds(deps.clock.now(), DOWNLOAD_GRANT_TTL_SECONDS);
    const answer: DownloadGrantDto[] = [];
    for (const attachmentId of new Set(attachmentIds)) {
      const row = await repo.findByAttachmentId(attachmentId);
      if (!row || !(await mayRead(actor, row))) continue;
      const grant = signDownloadGrant(deps.secret, attachmentId, actor, expiresAt);
      answer.push({ attachmentId, grant, expiresAt: expiresAt.toISOString() });
    }
    return answer;
  }

  /**
   * GET /v1/api/cos/grantedDownload: the grant names the file, the user and the session; the
   * session must still be open and the permission is checked again now, so a logout or a
   * permission taken away since the grant was given closes it.
   */
  async function downloadWithGrant(
    attachmentId: string,
    grant: string,
    options: ResizeOptions,
    ip: string,
  ): Promise<Delivery> {
    const subject = verifyDownloadGrant(deps.secret, attachmentId, grant, deps.clock.now());
    if (!subject || !(await deps.sessionOpen(subject.sessionId, subject.userId)))
      throw new AppError(401, SERVER_MESSAGES.downloadGrantInvalid);
    const row = await repo.findByAttachmentId(attachmentId);
    if (!row || !(await mayRead(subject, row))) throw notFound();
    return deliver(row, options, { userId: subject.userId, ip });
  }

  /**
   * A private attachment another area has already authorised the caller to read (the government
   * join review: operators read an application's proofs, which no file route serves).
   */
  async function grantedDownload(actor: Actor, attachmentId: string, options: ResizeOptions, ip: string) {
    const row = await repo.findByAttachmentId(attachmentId);
    if (!row) throw notFound();
    return deliver(row, options, { userId: actor.userId, ip });
  }

  /** GET /v1/api/cos/pubDownload: public attachments only, by their public id. */
  async function publicDownload(pubAttachmentId: string, options: ResizeOptions, ip: string) {
    const row = await repo.findByPubId(pubAttachmentId);
    if (row?.isPublic !== 'YES') throw notFound();
    return deliver(row, options, { userId: null, ip });
  }

  return { download, grants, downloadWithGrant, grantedDownload, publicDownload };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
