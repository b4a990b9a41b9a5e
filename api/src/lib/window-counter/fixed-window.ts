import { type RawBuilder, sql } from 'kysely';

/** The window a use falls in: when "now" is, by a clock, and how long a window lasts. */
export interface FixedWindow {
  readonly now: RawBuilder<Date>;
  readonly lengthMs: number;
}

/** A window timed by the database's clock, so that every instance agrees on when it ends. */
export const databaseWindow = (lengthMs: number): FixedWindow => ({
  now: sql<Date>`statement_timestamp()`,
  lengthMs,
});

/** A window timed by the app's clock, at `nowMs` (a clock a test can move). */
export const appWindow = (nowMs: number, lengthMs: number): FixedWindow => ({
  now: sql<Date>`${new Date(nowMs)}::timestamptz`,
  lengthMs,
});
