import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  clampProgress,
  DOWNLOAD_JOB_STALE_SECONDS,
  downloadJobRetryDelaySeconds,
} from '@gongzhi/domain/download/download-job-rules';
import { fileExtension } from '@gongzhi/domain/file/file-types';
import type { FastifyBaseLogger } from 'fastify';
import { addSeconds, type Clock } from '../common/clock';
import { newBusinessCode, newOpaqueToken } from '../common/secure-random';
import type { DownloadJobRepository, DownloadJobRow } from '../modules/download/repository';
import type { FileRepository } from '../modules/file/repository';
import { newObjectKey } from '../providers/storage/object-key';
import type { StorageProvider } from '../providers/storage/storage-provider';
import type { JobRegistry } from './job-registry';

type Deps = {
  jobs: DownloadJobRepository;
  files: FileRepository;
  storage: StorageProvider;
  registry: JobRegistry;
  clock: Clock;
  log: FastifyBaseLogger;
  staleSeconds?: number;
};

/** Raised inside a job when another worker took it over: this run stops quietly. */
class JobLost extends Error {}

const EXHAUSTED = '任务多次中断，已停止生成，请重新发起';

/**
 * The download-job worker: claims rows of the job table (SKIP LOCKED, so several processes share
 * the work), runs the registered kind, stores the output through the storage provider as an
 * attachment, and retries a failed attempt with backoff. A job whose heartbeat went stale (its
 * worker died) is claimed again by whoever polls next.
 */
export function createDownloadJobRunner(deps: Deps) {
  const { jobs, clock } = deps;
  const workerId = `w-${randomBytes(6).toString('hex')}`;
  const staleSeconds = deps.staleSeconds ?? DOWNLOAD_JOB_STALE_SECONDS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function storeOutput(job: DownloadJobRow, filePath: string, contentType: string): Promise<number> {
    const now = clock.now();
    const objectKey = newObjectKey('job', fileExtension(job.fileName), now);
    const { size } = await stat(filePath);
    await deps.storage.putFile(objectKey, filePath, contentType);
    const row = await deps.files.insert({
      attachmentId: newBusinessCode('A'),
      pubAttachmentId: `P${newOpaqueToken()}`,
      sourceName: job.fileName,
      contentType,
      size,
      uploadType: null,
      storage: deps.storage.kind,
      bucket: deps.storage.bucket,
      objectKey,
      status: 'READY',
      isPublic: 'NO',
      uploaderUserId: job.createdBy,
      communityId: job.communityId,
      createdAt: now,
      readyAt: now,
    });
    return row.id;
  }

  async function execute(job: DownloadJobRow): Promise<void> {
    const kind = deps.registry.get(job.kind);
    const tempDir = await mkdtemp(join(tmpdir(), 'gz-job-'));
    try {
      if (!kind) throw new Error(`未注册的任务类型 ${job.kind}`);
      const params = kind.params.parse(job.params);
      const output = await kind.run(
        {
          jobCode: job.jobCode,
          communityId: job.communityId,
          createdBy: job.createdBy,
          tempDir,
          reportProgress: async (percent) => {
            const owned = await jobs.beat(job.id, workerId, clock.now(), clampProgress(percent));
            if (!owned) throw new JobLost();
          },
        },
        params,
      );
      const attachmentId = await storeOutput(job, output.filePath, output.contentType);
      await jobs.succeed(job.id, workerId, clock.now(), attachmentId);
    } catch (error) {
      if (error instanceof JobLost) return;
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempts < job.maxAttempts;
      const retryAt = retry ? addSeconds(clock.now(), downloadJobRetryDelaySeconds(job.attempts)) : null;
      deps.log.warn(
        { err: error, jobCode: job.jobCode, attempt: job.attempts, retry },
        'download job failed',
      );
      await jobs.fail(job.id, workerId, clock.now(), `生成失败：${message}`.slice(0, 500), retryAt);
    } finally {
      await rm(tempDir, { recursive: true, force: true });
    }
  }

  /** Claims and runs at most one job; true when one ran (the poll loop then asks again at once). */
  async function runOnce(): Promise<boolean> {
    const now = clock.now();
    const staleBefore = addSeconds(now, -staleSeconds);
    await jobs.failExhausted(now, staleBefore, EXHAUSTED);
    const job = await jobs.claimNext(workerId, now, staleBefore);
    if (!job) return false;
    await execute(job);
    return true;
  }

  async function drain(): Promise<void> {
    while (!stopped && (await runOnce())) {
      // keep going while there is work
    }
  }

  return {
    workerId,
    runOnce,
    /** Polls every `pollMs`; one loop at a time per process. */
    start(pollMs: number): void {
      stopped = false;
      timer = setInterval(() => {
        if (running) return;
        running = drain()
          .catch((error: unknown) => deps.log.error({ err: error }, 'download job poll failed'))
          .finally(() => {
            running = null;
          });
      }, pollMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type DownloadJobRunner = ReturnType<typeof createDownloadJobRunner>;
