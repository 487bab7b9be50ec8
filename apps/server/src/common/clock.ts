/** Time source injected into services so tests move time instead of waiting. */
export type Clock = {
  now: () => Date;
  /** The development clock's real time (dev-clock.ts); absent on every other clock. */
  readonly real?: Clock;
};

/**
 * The clock login records (code sends, wrong attempts, lockouts) are kept by: real time, even when the
 * development clock moved the time the rest of the server judges by. A browser journey moves it days
 * ahead and back; sends dated in the future then refused every later login of that phone with 429.
 */
export function realTimeOf(clock: Clock): Clock {
  return clock.real ?? clock;
}

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
