import dayjs from 'dayjs';

/** A timestamp as the workbench lists show it (SPEC §9): YYYY/MM/DD HH:mm; '' when absent or invalid. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY/MM/DD HH:mm') : '';
}
