const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count as people read it in messages, in binary units (the limits are 20 × 1024² and
 * 100 × 1024² bytes): 20971520 → '20MB', 104857600 → '100MB', 1536 → '1.5KB', 0 → '0B'.
 * At most two decimals, trailing zeros dropped.
 * @throws RangeError for negative or non-finite sizes.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`Not a file size: ${bytes}`);
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))}${UNITS[unit]}`;
}
