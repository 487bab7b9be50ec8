/** Shanghai wall-clock time as YYYY/MM/DD HH:mm. */
export function shanghaiTime(date: Date | null): string {
  if (!date) return '';
  const text = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${text.slice(0, 10).replaceAll('-', '/')} ${text.slice(11, 16)}`;
}
