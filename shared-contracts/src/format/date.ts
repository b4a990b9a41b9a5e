const pad = (value: number) => String(value).padStart(2, '0');

/** An order date as docs/spec.md §9 shows it: UTC, 'YYYY-MM-DD HH:MM:SS'. */
export function formatUtcDateTime(input: string | number | Date): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}
