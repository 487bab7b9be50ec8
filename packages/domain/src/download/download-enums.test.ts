import { describe, expect, it } from 'vitest';
import { DownloadJobState, isFinishedDownloadJob } from './download-enums';

describe('isFinishedDownloadJob', () => {
  it.each([
    ['TO_BE_GENERATED', false],
    ['GENERATING', false],
    ['SUCCESS_GENERATED', true],
    ['FAIL_GENERATED', true],
  ] as const)('%s → %s', (state, finished) => {
    expect(isFinishedDownloadJob(state)).toBe(finished);
    expect(DownloadJobState.is(state)).toBe(true);
  });
});
