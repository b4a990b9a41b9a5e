import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/**
 * A path of this shop to return to after sign-in: it starts with a single '/', so it can
 * never lead to another site ('//evil.example', '/\\evil.example', 'https://…' are refused).
 */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 2048 &&
    /^\/(?![/\\])/.test(value) &&
    ![...value].some((char) => char < ' ' || char === '\u007f')
  );
}

export const ReturnPathSchema = lazySchema(() =>
  z.string().refine(isSafeReturnPath, { error: 'invalid_return_path' }),
);

/** The query parameter that carries the return path on /login and /backoffice/login. */
export const RETURN_TO_PARAM = 'return_to';

/**
 * A sign-in page's address that comes back to `returnTo` afterwards
 * (`/login?return_to=%2Fcart`): the page alone when there is no safe return path.
 */
export function withReturnTo(page: string, returnTo: string | undefined): string {
  return isSafeReturnPath(returnTo)
    ? `${page}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`
    : page;
}

/** The return path a sign-in page was given, or undefined when there is none or it is unsafe. */
export function readReturnPath(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(RETURN_TO_PARAM);
  return isSafeReturnPath(value) ? value : undefined;
}
