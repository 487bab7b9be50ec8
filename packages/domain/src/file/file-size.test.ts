import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0B'],
    [512, '512B'],
    [1023, '1023B'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [1_048_576, '1MB'],
    [20_971_520, '20MB'],
    [104_857_600, '100MB'],
    [1_073_741_824, '1GB'],
    [1_234_567, '1.18MB'],
    [1024 ** 5, '1024TB'],
  ] as const)('%i → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});
