import { type Instant, phaseAt } from './instant';
import { labelledEnum } from './labelled-enum';

/** The generic time-based status of SPEC §4 (values as the spec gives them). */
export const TimeStatus = labelledEnum([
  ['HAS_NOT_STARTED', '未开始'],
  ['PROCESSING', '进行中'],
  ['FINISH', '已结束'],
] as const);
export type TimeStatus = (typeof TimeStatus.values)[number];

export type TimeRange = {
  startDate?: Instant | null;
  endDate?: Instant | null;
};

/**
 * The generic time status (SPEC §4): before start HAS_NOT_STARTED, from start (inclusive) to end
 * (exclusive) PROCESSING, from end on FINISH. Without a start the spec answers a caller-chosen
 * default, itself HAS_NOT_STARTED; without an end the range never finishes.
 */
export function deriveTimeStatus(
  range: TimeRange,
  now: Instant,
  defaultStatus: TimeStatus = 'HAS_NOT_STARTED',
): TimeStatus {
  if (range.startDate == null) {
    return defaultStatus;
  }
  const phase = phaseAt(range.startDate, range.endDate, now);
  if (phase === 'BEFORE') {
    return 'HAS_NOT_STARTED';
  }
  return phase === 'DURING' ? 'PROCESSING' : 'FINISH';
}
