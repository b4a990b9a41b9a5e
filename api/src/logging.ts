import { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import pino, { type Bindings } from 'pino';
import { type AppConfig } from './config';

// Logs are JSON (pino). They never hold passwords or tokens: requests are logged by
// method and masked URL only (no headers, no bodies), and any field that looks like a
// secret is censored should a log call ever include it. Database errors keep their SQL
// (parameterised) but not its parameters: PGlite's errors carry them, and they hold
// e-mails, password hashes and, later, order and payment data.

const SECRET_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'repeat_password',
  'token',
  '*.password',
  '*.repeat_password',
  '*.token',
  '*.authorization',
  '*.cardNumber',
  '*.cvc',
  // Card data (docs/payments.md): the full number and the CVC are never logged, at the
  // top of a logged object, one level down (a body) or two (a body's card_details).
  ...['number', 'card_number', 'cardNumber', 'cvn', 'cvc'].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'err.params',
  'err.parameters',
];

/** Hides tokens that travel in URLs: guest order links and access_token query values. */
export function maskUrl(url: string): string {
  return url
    .replace(/(\/orders\/guest\/[^/?#]+\/)[^/?#]+/, '$1***')
    .replace(/([?&](?:access_token|token)=)[^&#]*/gi, '$1***');
}

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({
        id: request.id,
        method: request.method,
        url: maskUrl(request.url),
        ip: request.ip,
      }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  };
}

const { chindingsSym } = pino.symbols;
const BINDINGS = Symbol('request bindings');
const CHINDINGS = Symbol('request chindings');

type LazyChild = FastifyBaseLogger & { [BINDINGS]: Bindings; [CHINDINGS]?: string };

/** Per parent logger, the prototype of its lazy request loggers. */
const lazyPrototypes = new WeakMap<FastifyBaseLogger, object>();

function lazyPrototype(logger: FastifyBaseLogger): object {
  let prototype = lazyPrototypes.get(logger);
  if (!prototype) {
    prototype = Object.create(logger, {
      // pino reads a logger's bound fields, already as JSON, from this property when it
      // writes a line (or makes a child): only then is the request's child made.
      [chindingsSym]: {
        get(this: LazyChild) {
          return (this[CHINDINGS] ??= (logger.child(this[BINDINGS]) as unknown as Record<symbol, string>)[
            chindingsSym
          ]);
        },
        set(this: LazyChild, value: string) {
          this[CHINDINGS] = value;
        },
      },
    }) as object;
    lazyPrototypes.set(logger, prototype);
  }
  return prototype;
}

/**
 * Fastify's childLoggerFactory: each request's logger, with its request id bound only when
 * something is logged. pino binds a child's fields at once, through the redaction of
 * SECRET_PATHS (whose wildcards run every bound field through it): 3-5 % of a cached
 * catalogue answer's CPU for a child that, below `info`, never writes a line. The lines
 * written are the same as a pino child's.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  // Route-level log options, or a logger that is not pino (none: Fastify's null logger): a child as usual.
  if (Object.keys(options).length > 0 || !(chindingsSym in logger)) return logger.child(bindings, options);
  const child = Object.create(lazyPrototype(logger)) as LazyChild;
  child[BINDINGS] = bindings;
  return child;
};
