import type { DownloadJobState } from '@gongzhi/domain/download/download-enums';
import { isFinishedDownloadJob } from '@gongzhi/domain/download/download-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** A download job as GET /v1/downloadJob/list answers it (docs/api.md). */
export type DownloadJob = {
  jobId: string;
  kind: string;
  /** Chinese name of the kind, registered with it on the server. */
  kindName: string;
  status: DownloadJobState;
  progress: number;
  fileName: string;
  attempts: number;
  error: string | null;
  /** Set once SUCCESS_GENERATED: fetch it through /v1/api/cos/download. */
  attachmentId: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type DownloadJobPage = { list: DownloadJob[]; total: number; page: number; size: number };

/** The one kind shipped so far; areas add theirs on the server (DESIGN §9). */
export const HOUSE_ROSTER_XLSX = 'HOUSE_ROSTER_XLSX';

export const DOWNLOAD_PAGE_SIZE = 10;
/** While a job waits or runs the list refreshes every 2 s (issue 3: refreshing while any job runs). */
export const RUNNING_POLL_MS = 2000;

export function downloadJobsQuery(communityInfoCode: string, page: number) {
  return queryOptions({
    queryKey: ['downloadJobs', communityInfoCode, page],
    queryFn: () =>
      request<DownloadJobPage>({
        url: '/v1/downloadJob/list',
        data: { communityInfoCode, page, size: DOWNLOAD_PAGE_SIZE },
      }),
    enabled: communityInfoCode !== '',
    refetchInterval: (query) =>
      query.state.data?.list.some((job) => !isFinishedDownloadJob(job.status)) ? RUNNING_POLL_MS : false,
  });
}

export function createDownloadJob(
  communityInfoCode: string,
  kind: string,
  params: Record<string, unknown> = {},
): Promise<DownloadJob> {
  return request<DownloadJob>({
    url: '/v1/downloadJob/create',
    method: 'POST',
    data: { communityInfoCode, kind, params },
  });
}
