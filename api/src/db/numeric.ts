import pg from 'pg';

// numeric columns (a product's discount, numeric(3,1) since migration 0033) come from
// node-postgres and PGlite as strings, to keep precision no JS number could: ours hold a few
// digits, so every client of the API's database reads them as numbers, from this one place.

/** PostgreSQL's type OID of numeric. */
export const NUMERIC_OID = 1700;

const parseNumeric = (text: string): number => Number(text);

/** PGlite's `parsers` option. */
export const PGLITE_PARSERS = { [NUMERIC_OID]: parseNumeric };

/** node-postgres's `types` option, for a Pool or a Client. */
export const PG_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === NUMERIC_OID && format !== 'binary'
      ? parseNumeric
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};
