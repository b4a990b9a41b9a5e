import { formatUtcDateTime } from './date';

describe('formatUtcDateTime', () => {
  it('prints UTC as YYYY-MM-DD HH:MM:SS whatever the offset of the input', () => {
    expect(formatUtcDateTime('2026-03-05T07:08:09Z')).toBe('2026-03-05 07:08:09');
    expect(formatUtcDateTime('2026-03-05T01:08:09+02:00')).toBe('2026-03-04 23:08:09');
    expect(formatUtcDateTime(new Date(Date.UTC(2025, 11, 31, 23, 59, 59)))).toBe('2025-12-31 23:59:59');
  });

  it('gives an empty string for a date that cannot be read', () => {
    expect(formatUtcDateTime('not a date')).toBe('');
  });
});
