import type { Readable } from 'node:stream';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { CommunityAccessService } from '../community/access-service';
import { contentDisposition } from './content-disposition';
import { describeResize, type ResizeOptions, resizeTransform, wantsResize } from './image-resize';
import type { AttachmentRow, FileRepository } from './repository';
import type { UploadService } from './upload-service';

type Deps = {
  repo: FileRepository;
  storage: StorageProvider;
  access: CommunityAccessService;
  uploads: UploadService;
  clock: Clock;
};

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

  /**
   * Who may fetch a private attachment: its uploader, or staff of the community it belongs to
   * (DESIGN §6). Anyone else, another community's staff included, gets the same 404 as a missing id.
   */
  async function mayRead(actor: Actor, row: AttachmentRow): Promise<boolean> {
    if (row.uploaderUserId === actor.userId) return true;
    if (row.communityId === null) return false;
    const code = await repo.communityCodeOf(row.communityId);
    return code !== null && (await deps.access.resolve(actor, code)) !== null;
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

  return { download, grantedDownload, publicDownload };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
