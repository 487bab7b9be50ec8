import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { DownloadJobState } from '@gongzhi/domain/download/download-enums';
import { DOWNLOAD_JOB_MAX_ATTEMPTS } from '@gongzhi/domain/download/download-job-rules';
import { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { JobRegistry } from '../../jobs/job-registry';
import type { CommunityAccess, CommunityAccessService } from '../community/access-service';
import type { CommunityRepository } from '../community/repository';
import type { DownloadJobRepository, DownloadJobWithOutput } from './repository';

export const downloadJobDto = z.object({
  jobId: z.string(),
  kind: z.string(),
  kindName: z.string(),
  status: z.enum(DownloadJobState.values),
  progress: z.number().int(),
  fileName: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  /** Download it through GET /v1/api/cos/download?attachmentId= once SUCCESS_GENERATED. */
  attachmentId: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DownloadJobDto = z.infer<typeof downloadJobDto>;

type Deps = {
  repo: DownloadJobRepository;
  registry: JobRegistry;
  access: CommunityAccessService;
  communities: CommunityRepository;
  clock: Clock;
};

export function createDownloadJobService(deps: Deps) {
  const { repo, registry } = deps;

  function toDto(row: DownloadJobWithOutput): DownloadJobDto {
    return {
      jobId: row.jobCode,
      kind: row.kind,
      kindName: registry.get(row.kind)?.name ?? row.kind,
      status: row.status,
      progress: row.progress,
      fileName: row.fileName,
      attempts: row.attempts,
      error: row.error,
      attachmentId: row.status === 'SUCCESS_GENERATED' ? row.outputAttachmentCode : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  /** POST /v1/downloadJob/create: the kind's permission in the community, its params, then queued. */
  async function create(
    actor: Actor,
    access: CommunityAccess,
    input: { kind: string; params: Record<string, unknown> },
  ): Promise<DownloadJobDto> {
    const kind = registry.get(input.kind);
    if (!kind) throw new AppError(400, SERVER_MESSAGES.downloadJobKindUnknown);
    if (!hasAnyPermission(access.permissions, kind.permission))
      throw new AppError(403, MESSAGES.noPermission);
    const parsed = kind.params.safeParse(input.params);
    if (!parsed.success)
      throw new AppError(400, parsed.error.issues[0]?.message ?? SERVER_MESSAGES.badRequest);
    const now = deps.clock.now();
    const row = await repo.insert({
      jobCode: newBusinessCode('J'),
      communityId: access.community.id,
      createdBy: actor.userId,
      kind: kind.kind,
      params: parsed.data as Record<string, unknown>,
      fileName: kind.fileName({ communityName: access.community.communityName, params: parsed.data, now }),
      maxAttempts: DOWNLOAD_JOB_MAX_ATTEMPTS,
      runAfter: now,
      createdAt: now,
    });
    return toDto({ ...row, outputAttachmentCode: null });
  }

  /** The actor's own jobs in the community, newest first (each download list is personal). */
  async function list(actor: Actor, access: CommunityAccess, page: number, size: number) {
    const { list: rows, total } = await repo.listFor(access.community.id, actor.userId, page, size);
    return { list: rows.map(toDto), total, page, size };
  }

  /**
   * One job of the actor, while the actor still holds the kind's permission in its community (the
   * same rule as starting it and as downloading its file, issue #21); else 404.
   */
  async function info(actor: Actor, jobCode: string): Promise<DownloadJobDto> {
    const row = await repo.findByCode(jobCode);
    const notFound = new AppError(404, SERVER_MESSAGES.downloadJobNotFound);
    if (!row || row.createdBy !== actor.userId) throw notFound;
    const community = await deps.communities.findById(row.communityId);
    const access = community ? await deps.access.resolve(actor, community.communityInfoCode) : null;
    const permission = registry.get(row.kind)?.permission ?? [];
    if (!access || !hasAnyPermission(access.permissions, permission)) throw notFound;
    return toDto(row);
  }

  return { create, list, info };
}

export type DownloadJobService = ReturnType<typeof createDownloadJobService>;
