import { z } from 'zod';
import { REMOTE_NAMES } from '../routes/remote-mounts';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { lazySchema } from '../shared/lazy-schema';

/** What failed in the browser: a remote's code that did not load, a render a boundary caught, or an error nothing caught. */
export const CLIENT_ERROR_KINDS = ['remote_load', 'render', 'unhandled_rejection', 'error'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Who owns the code that failed: a remote, or the shell (the frame, the listeners). */
export const CLIENT_ERROR_SOURCES = [...REMOTE_NAMES, 'shell'] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

/** The longest of each field a report may carry (characters); the browser cuts to them. */
export const CLIENT_ERROR_LIMITS = { release: 64, route: 512, message: 500, stack: 8000 } as const;

/**
 * The largest body the API takes for a report, in bytes: the fields at their limits, as UTF-8
 * JSON, with room to spare. The browser shortens the stack further should one not fit.
 */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * POST /client-errors: what the browser reports of an error, and nothing of who saw it. The
 * route is the page's path only (no query, no fragment); message and stack have e-mails,
 * card-like numbers and tokens scrubbed (scrubPersonalData) before they leave the page, and
 * again on the API. `request_id` is the X-Request-Id of the last API answer the page had, so
 * the call that came before the error can be found in the logs.
 */
export const ClientErrorReportSchema = lazySchema(() =>
  z.object({
    kind: z.enum(CLIENT_ERROR_KINDS),
    remote: z.enum(CLIENT_ERROR_SOURCES),
    release: z
      .string()
      .max(CLIENT_ERROR_LIMITS.release)
      .regex(/^[\w.-]+$/),
    route: z
      .string()
      .max(CLIENT_ERROR_LIMITS.route)
      .regex(/^\/[^?#\s]*$/),
    message: z.string().max(CLIENT_ERROR_LIMITS.message),
    stack: z.string().max(CLIENT_ERROR_LIMITS.stack),
    // The pattern of isRequestId (http/request-id.ts), written out so OpenAPI shows it.
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  }),
);
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

/** A report taken (logged, or dropped past the limits) answers this. */
export const ClientErrorAnswerSchema = SuccessAnswerSchema;
export type ClientErrorAnswer = z.infer<typeof ClientErrorAnswerSchema>;
