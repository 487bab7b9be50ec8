/** Time source injected into services so tests move time instead of waiting. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Midnight of `date`'s calendar day in Asia/Shanghai (UTC+8, no DST), where business days are counted. */
export function startOfShanghaiDay(date: Date): Date {
  const offsetMs = 8 * 3600 * 1000;
  const local = date.getTime() + offsetMs;
  return new Date(local - (local % 86_400_000) - offsetMs);
}
