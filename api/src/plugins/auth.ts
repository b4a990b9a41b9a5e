import { type FastifyRequest, type onRequestHookHandler } from 'fastify';
import { type UserRole } from 'shared-contracts';
import { apiError } from '../http/api-error';
import { type AuthUser, type TokenService } from '../modules/accounts/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by CustomerAuth on Bearer routes. */
    user?: AuthUser;
  }
}

/** The auth scheme name is case-insensitive (RFC 9110 §11.1); the token is a compact JWS. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** Who a user id belongs to now: the database, not the token, has the last word. */
export interface UserDirectory {
  roleOf(id: number): Promise<UserRole | undefined>;
}

/**
 * Bearer access for the storefront's user-scoped calls (wishlist, cart):
 * - a missing, malformed, forged or expired token, or one whose user no longer exists,
 *   is a 401 `{ errors: { auth: ['Invalid token'] } }`, before the body is read;
 * - a staff session is a 403: staff and customers are different roles (SECURITY.md);
 * - a `user_id` that is someone else's is a 403, one no user has a 404 (ASVS 4.2.1).
 */
export class CustomerAuth {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UserDirectory,
  ) {}

  readonly onRequest: onRequestHookHandler = async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await this.tokens.verify(match[1]) : undefined;
    const role = claims ? await this.users.roleOf(claims.id) : undefined;
    if (!claims || !role) throw apiError(401, 'auth', 'invalid_token');
    if (role !== 'customer') throw apiError(403, 'auth', 'customers_only');
    request.user = { id: claims.id, role };
  };

  /** The token's user id, once the `user_id` a call names is checked to be that same user. */
  async ownUserId(request: Pick<FastifyRequest, 'user'>, userId: number): Promise<number> {
    const user = request.user;
    if (!user) throw apiError(401, 'auth', 'invalid_token');
    if (user.id === userId) return user.id;
    if (await this.users.roleOf(userId)) throw apiError(403, 'auth', 'forbidden_user');
    throw apiError(404, 'user', 'user_not_found', { id: userId });
  }
}
