import type { Clock } from './clock';

/**
 * A development stand-in (DEV_CLOCK_CONTROL=1, never in production: config.ts productionRefusals):
 * the server's time is the base clock's plus an offset that POST /v1/dev/clock moves, so a browser
 * journey can reach what only time brings — a vote's end, an objection period's end and the final
 * result — without waiting days. The offset only grows or returns to 0; every service that reads
 * `clock.now()` (voting, objection finalisation and its sweep, sessions) sees the same time; login
 * codes and their limits keep real time (`real`, clock.ts realTimeOf).
 */
export type DevClock = Clock & {
  offsetSeconds: () => number;
  setOffsetSeconds: (seconds: number) => void;
};

export function createDevClock(base: Clock): DevClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    real: base,
    offsetSeconds: () => offsetMs / 1000,
    setOffsetSeconds: (seconds) => {
      offsetMs = seconds * 1000;
    },
  };
}
