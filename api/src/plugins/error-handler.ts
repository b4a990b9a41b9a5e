import { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { ApiError, apiError, renderErrors } from '../http/api-error';
import { type IssueLike, issuesToMessages } from '../http/zod-errors';

// Every failure leaves the API as `{ errors: { field: [messages] } }` in the caller's
// language. 4xx say what to fix; 5xx are logged in full and answered without internals.

const BODY_ERRORS: Record<string, ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: apiError(400, 'body', 'malformed_json'),
  FST_ERR_CTP_EMPTY_JSON_BODY: apiError(400, 'body', 'malformed_json'),
  FST_ERR_CTP_BODY_TOO_LARGE: apiError(413, 'body', 'body_too_large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiError(415, 'body', 'unsupported_media_type'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiError(400, 'body', 'malformed_json'),
};

/** Seconds a 503 asks the caller to wait: PostgreSQL restarting takes a few. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

type ValidationSource = 'body' | 'querystring' | 'params' | 'headers';

function sourceOf(request: FastifyRequest, context: string | undefined): unknown {
  const key: ValidationSource =
    context === 'querystring' || context === 'params' || context === 'headers' ? context : 'body';
  return key === 'querystring' ? request.query : request[key];
}

function toApiError(error: FastifyError, request: FastifyRequest): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: IssueLike[] = error.validation.map((item) => ({
      ...(item.params as object),
      code: item.keyword,
      path: item.instancePath.split('/').slice(1).filter(Boolean),
      message: item.message ?? '',
    }));
    return new ApiError(400, issuesToMessages(issues, sourceOf(request, error.validationContext)));
  }
  const known = error.code ? BODY_ERRORS[error.code] : undefined;
  if (known) return known;
  // The database cannot be reached (restarting, failing over): a 503 the caller may retry.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return apiError(503, 'server', 'service_unavailable');
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message)))
    return BODY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
  return undefined;
}

/** The wait a 429's own message names (the login throttle's grows), else a minute. */
function retryAfterSeconds(error: ApiError): number {
  for (const messages of Object.values(error.errors)) {
    for (const message of messages) {
      const seconds = message.params?.seconds;
      if (typeof seconds === 'number' && seconds > 0) return seconds;
    }
  }
  return 60;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = toApiError(error, request);
  if (known) {
    if (known.statusCode === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(retryAfterSeconds(known)));
    if (known.statusCode === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    void reply.code(known.statusCode).send({ errors: renderErrors(known.errors, request.language) });
    return;
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: error.code, status }, error.message);
  const errors =
    status === 500
      ? renderErrors({ server: [{ key: 'internal_error' }] }, request.language)
      : { request: [error.message] };
  void reply.code(status).send({ errors });
}

function routeNotFound(request: FastifyRequest): ApiError {
  const url = request.url.split('?')[0] ?? '';
  return apiError(404, 'route', 'route_not_found', { method: request.method, url });
}

/**
 * Error and not-found handling for the /api scope. Unknown /api paths get a JSON 404
 * even once the shell serves its files from `/*`: a catch-all `/api/*` route outranks
 * that wildcard. Paths outside /api stay free for the shop.
 */
export async function errorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => handleError(routeNotFound(request), request, reply));
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request) => {
      throw routeNotFound(request);
    },
  });
}
