import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/**
 * The body of every answer that is not a success: a map of field (or topic, such as
 * `auth`, `save`, `stock`) to the list of messages for it, already in the caller's language.
 * A per-field form error and a 404 share this one shape, as docs/spec.md's error lists do.
 */
export const FieldErrorsSchema = lazySchema(() => z.record(z.string(), z.array(z.string())));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorBodySchema = lazySchema(() => z.object({ errors: FieldErrorsSchema }));
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The message the API gives under `errors.auth` for a missing, expired or forged token. */
export const INVALID_TOKEN_MESSAGE = 'Invalid token';
