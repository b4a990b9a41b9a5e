/**
 * The header every API answer names its request id in. A browser sends it back to tie its
 * later calls (one purchase's payment steps) and its error reports to the logs of that id.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits, `-` and `_`, 8 to 64 of them: a UUID fits, a log line cannot be forged. */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Whether a value may be taken as a request id (anything else gets a fresh one). */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/** A fresh request id (a random UUID). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
