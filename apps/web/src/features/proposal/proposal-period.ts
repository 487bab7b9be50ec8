import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime } from '../../lib/format';

/** A proposal's signing period, for the workbench and the owner pages alike (no UI kit here). */

/** YYYY/MM/DD HH:mm ~ YYYY/MM/DD HH:mm (SPEC §9 date format). */
export function formatPeriod(start: string, end: string): string {
  return `${formatDateTime(start)} ~ ${formatDateTime(end)}`;
}

/** A new proposal's default signing period: open from now until the end of the fourteenth day. */
export function defaultPeriod(now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const start = now.startOf('minute');
  return [start, start.add(14, 'day').endOf('day')];
}
