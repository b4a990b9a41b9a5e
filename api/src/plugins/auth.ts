import { type FastifyRequest, type onRequestHookHandler } from 'fastify';
import { ErrorBodySchema } from 'shared-contracts';
import { apiError } from '../http/api-error';
import { type AuthUser, type TokenService } from '../modules/accounts/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser on Bearer routes. */
    user?: AuthUser;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/**
 * onRequest hook of Bearer routes: runs before the body is read, so a call without a
 * valid token is a 401 `{ errors: { auth: ['Invalid token'] } }` whatever it sends.
 */
export function requireUser(tokens: TokenService): onRequestHookHandler {
  return async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const user = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (!user) throw apiError(401, 'auth', 'invalid_token');
    request.user = user;
  };
}

/** The id of the token's user, after checking the `user_id` a call names is that same user (403 otherwise). */
export function ownUserId(request: FastifyRequest, userId: number): number {
  const user = request.user;
  if (!user) throw apiError(401, 'auth', 'invalid_token');
  if (user.id !== userId) throw apiError(403, 'auth', 'forbidden_user');
  return user.id;
}

/** OpenAPI security and the failure answers every user-scoped (Bearer) route shares. */
export const USER_SCOPED = {
  security: [{ bearer: [] }],
  failures: { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
} as const;
