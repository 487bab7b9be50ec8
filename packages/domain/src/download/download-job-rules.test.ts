import { describe, expect, it } from 'vitest';
import { canMoveDownloadJob, clampProgress, downloadJobRetryDelaySeconds } from './download-job-rules';

describe('downloadJobRetryDelaySeconds', () => {
  it.each([
    [1, 10],
    [2, 40],
    [3, 160],
    [4, 640],
    [5, 900],
    [50, 900],
  ])('after attempt %i waits %i s', (attempt, seconds) => {
    expect(downloadJobRetryDelaySeconds(attempt)).toBe(seconds);
  });
});

describe('clampProgress', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [33.4, 33],
    [99.6, 100],
    [250, 100],
    [Number.NaN, 0],
  ])('%d → %i', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('canMoveDownloadJob', () => {
  it.each([
    ['TO_BE_GENERATED', 'GENERATING', true],
    ['TO_BE_GENERATED', 'SUCCESS_GENERATED', false],
    ['GENERATING', 'SUCCESS_GENERATED', true],
    ['GENERATING', 'FAIL_GENERATED', true],
    ['GENERATING', 'TO_BE_GENERATED', true],
    ['SUCCESS_GENERATED', 'GENERATING', false],
    ['FAIL_GENERATED', 'TO_BE_GENERATED', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveDownloadJob(from, to)).toBe(allowed);
  });
});
