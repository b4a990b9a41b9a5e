import { CompiledQuery } from 'kysely';
import { type Db } from '../../db/database';

/** SQLSTATE invalid_sql_statement_name: this session has not prepared it yet. */
const NOT_PREPARED = '26000';

/**
 * A parameter as EXECUTE takes it (no bind parameters there): written as a literal, so only
 * what cannot carry SQL is accepted — whole numbers, booleans and arrays of whole numbers.
 */
function literal(value: unknown): string {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (Array.isArray(value) && value.every((item) => Number.isSafeInteger(item)))
    return `'{${value.join(',')}}'`;
  throw new TypeError(`a prepared catalogue query takes whole numbers only, not ${JSON.stringify(value)}`);
}

/**
 * Runs `query` as the named prepared statement of the database session that runs it,
 * preparing it the first time that session lacks it: planned once per session instead of
 * for every batch of products (on PGlite, where the planner runs on the database's only
 * thread, planning was a tenth of an uncached product page's CPU). `name` must name one SQL
 * text: one per shape of query, its values passed as parameters.
 */
export async function executePrepared<R>(db: Db, name: string, query: CompiledQuery): Promise<R[]> {
  const values = query.parameters.map(literal);
  const execute = CompiledQuery.raw(`execute ${name}${values.length > 0 ? `(${values.join(', ')})` : ''}`);
  const prepare = CompiledQuery.raw(`prepare ${name} as ${query.sql}`);
  const { rows } = await db.connection().execute(async (session) => {
    try {
      return await session.executeQuery<R>(execute);
    } catch (error) {
      if ((error as { code?: unknown }).code !== NOT_PREPARED) throw error;
      await session.executeQuery(prepare);
      return session.executeQuery<R>(execute);
    }
  });
  return rows;
}
