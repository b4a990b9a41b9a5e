import { sql } from 'kysely';
import { type Db } from '../db/database';

// What a refused request must leave as it was: every table's rows. Per table, the number of
// rows and the sum of their xmin (the id of the transaction that wrote each row version): an
// insert or delete changes the count, an update gives the row a new xmin, and a rolled-back
// write changes neither. One query for all tables, cheap enough to run around every request.

export type Fingerprint = Record<string, string>;

/**
 * Tables a refused request writes by design, not as a partial write: the records of refusals
 * themselves (login throttles, rate limits) and a staff session's last use, which every staff
 * call marks before its body is checked. Matched by name, so a store added under such a name
 * is covered.
 */
export const RECORDS_OF_REFUSALS = /throttle|rate_limit|login_attempt|login_failure|staff_sessions/;

async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Takes fingerprints of every table of the database (listed once, when made). */
export async function fingerprinter(db: Db): Promise<{ tables: string[]; take(): Promise<Fingerprint> }> {
  const tables = await tablesOf(db);
  const query = tables
    .map(
      (table) =>
        `select '${table.replaceAll("'", "''")}' as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as value from ${quoted(table)}`,
    )
    .join(' union all ');
  return {
    tables,
    take: async () => {
      const { rows } = await sql<{ name: string; value: string }>`${sql.raw(query)}`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.name, row.value]));
    },
  };
}

/** The tables whose rows differ between two fingerprints, leaving out the records of refusals. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (table) => before[table] !== after[table] && !RECORDS_OF_REFUSALS.test(table),
  );
}
