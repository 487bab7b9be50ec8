/** dayjs's reading of a date string without an offset (local time), so a server's "2024-05-01 10:00" means the same. */
const LOCAL_DATE =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const parts = value.match(LOCAL_DATE);
    if (parts) {
      const [, year, month, day, hour, minute, second, fraction] = parts;
      return new Date(
        Number(year),
        Number(month ?? 1) - 1 || 0,
        Number(day || 1),
        Number(hour ?? 0),
        Number(minute ?? 0),
        Number(second ?? 0),
        Number((fraction ?? '0').slice(0, 3)),
      );
    }
  }
  return new Date(value);
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A timestamp as the workbench lists show it (SPEC §9): YYYY/MM/DD HH:mm; '' when absent or invalid.
 * Plain Date, read as dayjs reads it: no date library in the owner entry's first download (issue #25).
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = toDate(value);
  if (Number.isNaN(time.getTime())) return '';
  return `${time.getFullYear()}/${two(time.getMonth() + 1)}/${two(time.getDate())} ${two(time.getHours())}:${two(time.getMinutes())}`;
}
