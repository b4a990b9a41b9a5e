/** Minutes to add to local time to get UTC, as Date#getTimezoneOffset gives them. */
export type TimeZoneOffset = (date: Date) => number;

const localOffset: TimeZoneOffset = (date) => date.getTimezoneOffset();
const MINUTE_MS = 60_000;

/**
 * docs/spec.md §4 and §9 store the token expiry "shifted by the local time zone offset": the
 * server's UTC instant is written as the local wall-clock time (in Madrid, 10:00Z is kept
 * as 11:00Z in winter). Only the stored copy is shifted; the shell and the bus use the
 * real instant, which `unshiftExpiry` recovers. Null when the date cannot be read.
 */
export function shiftExpiry(isoInstant: string, offsetOf: TimeZoneOffset = localOffset): string | null {
  const instant = Date.parse(isoInstant);
  if (Number.isNaN(instant)) return null;
  return new Date(instant - offsetOf(new Date(instant)) * MINUTE_MS).toISOString();
}

/** The real instant of a stored, shifted expiry. Null when the date cannot be read. */
export function unshiftExpiry(storedExpiry: string, offsetOf: TimeZoneOffset = localOffset): string | null {
  const shifted = Date.parse(storedExpiry);
  if (Number.isNaN(shifted)) return null;
  // The offset belongs to the real instant, which is not known yet: guess it from the
  // shifted time, then correct once, which is exact except inside a DST change hour.
  const guess = shifted + offsetOf(new Date(shifted)) * MINUTE_MS;
  return new Date(shifted + offsetOf(new Date(guess)) * MINUTE_MS).toISOString();
}
