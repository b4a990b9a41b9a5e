// Which failures mean "the database cannot be reached right now" (PostgreSQL restarting, a
// failover, the network; Redis too, when it keeps the rate limits): worth a 503 with Retry-After, as the request may well succeed in a
// few seconds, where any other failure is a 500.

/** Socket failures of the connection (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes: class 08 (connection exception), the server shutting down or
 * starting up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now) and
 * 53300 too_many_connections.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres's messages for a connection that ended or never came. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** ioredis (the rate limits with REDIS_URL) giving up on a command while Redis is away. */
const REDIS_ERRORS = new Set(['MaxRetriesPerRequestError']);

function own(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = own(error, 'code');
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  const name = own(error, 'name');
  if (typeof name === 'string' && REDIS_ERRORS.has(name)) return true;
  const message = own(error, 'message');
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // Node reports a refused connection to every address of a name as one AggregateError.
  const errors = own(error, 'errors');
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(own(error, 'cause'), depth + 1);
}
