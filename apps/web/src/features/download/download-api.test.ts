import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type DownloadJob, downloadJobsQuery, RUNNING_POLL_MS } from './download-api';

const job = (status: DownloadJob['status']): DownloadJob => ({
  jobId: status,
  kind: 'HOUSE_ROSTER_XLSX',
  kindName: '房屋花名册导出',
  status,
  progress: 0,
  fileName: 'a.xlsx',
  attempts: 0,
  error: null,
  attachmentId: null,
  createdAt: '2026-03-02T01:00:00Z',
  finishedAt: null,
});

function intervalFor(statuses: DownloadJob['status'][]) {
  const client = new QueryClient();
  const options = downloadJobsQuery('YGHY001', 1);
  client.setQueryData(options.queryKey, {
    list: statuses.map(job),
    total: statuses.length,
    page: 1,
    size: 10,
  });
  const query = client.getQueryCache().find({ queryKey: options.queryKey });
  const interval = options.refetchInterval;
  if (typeof interval !== 'function' || !query) throw new Error('expected a polling function');
  return interval(query as never);
}

describe('downloadJobsQuery', () => {
  it('polls every 2 s while a job waits or runs, and stops when all are finished', () => {
    expect(intervalFor(['SUCCESS_GENERATED', 'TO_BE_GENERATED'])).toBe(RUNNING_POLL_MS);
    expect(intervalFor(['GENERATING'])).toBe(2000);
    expect(intervalFor(['SUCCESS_GENERATED', 'FAIL_GENERATED'])).toBe(false);
    expect(intervalFor([])).toBe(false);
  });
});
