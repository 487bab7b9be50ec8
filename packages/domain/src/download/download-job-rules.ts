import { z } from 'zod';
import { pagingFields } from '../common/paging';
import type { DownloadJobState } from './download-enums';

/** A failed attempt is retried this many times in all (the first run included). */
export const DOWNLOAD_JOB_MAX_ATTEMPTS = 3;
/** A GENERATING job whose heartbeat is older than this belongs to a dead worker and is taken over. */
export const DOWNLOAD_JOB_STALE_SECONDS = 120;

/**
 * Wait before attempt `attempt + 1` after attempt `attempt` failed: 10 s, 40 s, 160 s … capped at
 * 15 minutes, so a flaky store gets time to recover without stalling the queue for long.
 */
export function downloadJobRetryDelaySeconds(attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(900, 10 * 4 ** exponent);
}

/** Progress as the list shows it: a whole percentage 0–100. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The transitions of SPEC §4; retries put a failed attempt back to TO_BE_GENERATED. */
const NEXT: Readonly<Record<DownloadJobState, readonly DownloadJobState[]>> = {
  TO_BE_GENERATED: ['GENERATING'],
  GENERATING: ['SUCCESS_GENERATED', 'FAIL_GENERATED', 'TO_BE_GENERATED', 'GENERATING'],
  SUCCESS_GENERATED: [],
  FAIL_GENERATED: [],
};

export function canMoveDownloadJob(from: DownloadJobState, to: DownloadJobState): boolean {
  return NEXT[from].includes(to);
}

/** Query of GET /v1/downloadJob/list. */
export const downloadJobListInput = z.object({
  communityInfoCode: z.string().min(1).max(64),
  ...pagingFields(100, 10),
});

/** Body of POST /v1/downloadJob/create; `params` are checked by the kind's own schema. */
export const downloadJobCreateInput = z.object({
  communityInfoCode: z.string().min(1).max(64),
  kind: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()).default({}),
});
