import { type FastifyServerOptions } from 'fastify';
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
  // Card data (../shared/PAYMENTS.md): the full number and the CVC are never logged, at the
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
