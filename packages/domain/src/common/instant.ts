/**
 * A point in time as the domain accepts it. Times travel as ISO 8601 strings with an offset
 * (DESIGN §5), the server holds Dates, tests like plain epoch milliseconds: all three are accepted
 * so callers never convert just to ask a question.
 */
export type Instant = Date | number | string;

/** Where `now` lies relative to a `[start, end)` window. */
export type Phase = 'BEFORE' | 'DURING' | 'AFTER';

/**
 * Epoch milliseconds of an instant.
 * @throws RangeError when the value is not a valid time, so a bad date never silently derives a state.
 */
export function toEpochMs(value: Instant): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) {
    throw new RangeError(`Invalid instant: ${String(value)}`);
  }
  return ms;
}

/**
 * Places `now` relative to a window whose start is inclusive and whose end is exclusive:
 * `now < start` → BEFORE, `start <= now < end` → DURING, `now >= end` → AFTER.
 * Inclusive start means a vote opening at 09:00 accepts a ballot at exactly 09:00; exclusive end
 * means a window ending at 18:00 is over at 18:00, so two back-to-back windows never overlap.
 * A missing start counts as already started, a missing end as never ending; the "before" test runs
 * first, so a window whose end precedes its start is BEFORE until its start.
 */
export function phaseAt(
  start: Instant | null | undefined,
  end: Instant | null | undefined,
  now: Instant,
): Phase {
  const at = toEpochMs(now);
  if (start != null && at < toEpochMs(start)) {
    return 'BEFORE';
  }
  if (end != null && at >= toEpochMs(end)) {
    return 'AFTER';
  }
  return 'DURING';
}
