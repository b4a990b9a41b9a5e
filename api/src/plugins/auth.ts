import { type FastifyRequest, type onRequestHookHandler } from 'fastify';
import { type UserRole } from 'shared-contracts';
import { apiError } from '../http/api-error';
import { type TokenClaims, type TokenService } from '../modules/accounts/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by CustomerAuth and StaffAuth on Bearer routes. */
    user?: TokenClaims;
  }
}

/** The auth scheme name is case-insensitive (RFC 9110 §11.1); the token is a compact JWS. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** Who a user id belongs to now: the database, not the token, has the last word. */
export interface UserDirectory {
  roleOf(id: number): Promise<UserRole | undefined>;
  /** The account's role and session generation: a token of an older generation is refused. */
  sessionOf(id: number): Promise<{ role: UserRole; session_generation: number } | undefined>;
}

/**
 * Bearer access for one role's user-scoped calls: the storefront's (wishlist, cart, orders)
 * for customers, the back office's for staff (docs/spec.md §6, docs/security.md):
 * - a missing, malformed, forged or expired token, one whose user no longer exists, or one
 *   issued before the account's password last changed (an older session generation: issue
 *   30, ASVS 3.3.3), is a 401 `{ errors: { auth: ['Invalid token'] } }`, before the body is read;
 * - a token of the other role is a 403: staff and customers are different roles;
 * - a `user_id` that is someone else's is a 403, one no user has a 404 (ASVS 4.2.1).
 */
export class RoleAuth {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UserDirectory,
    private readonly role: UserRole,
  ) {}

  readonly onRequest: onRequestHookHandler = async (request) => {
    request.user = await this.authenticate(request);
  };

  /** The caller's claims once the token is valid and of this guard's role; throws the 401 or 403. */
  protected async authenticate(request: Pick<FastifyRequest, 'headers'>): Promise<TokenClaims> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await this.tokens.verify(match[1]) : undefined;
    const account = claims ? await this.users.sessionOf(claims.id) : undefined;
    if (!claims || !account || account.session_generation !== claims.generation)
      throw apiError(401, 'auth', 'invalid_token');
    const role = account.role;
    if (role !== this.role)
      throw apiError(403, 'auth', this.role === 'customer' ? 'customers_only' : 'staff_only');
    return { ...claims, role };
  }

  /** The token's user id, once the `user_id` a call names is checked to be that same user. */
  async ownUserId(request: Pick<FastifyRequest, 'user'>, userId: number): Promise<number> {
    const user = request.user;
    if (!user) throw apiError(401, 'auth', 'invalid_token');
    if (user.id === userId) return user.id;
    if (await this.users.roleOf(userId)) throw apiError(403, 'auth', 'forbidden_user');
    throw apiError(404, 'user', 'user_not_found', { id: userId });
  }
}

/** The storefront's guard: customer tokens only. */
export class CustomerAuth extends RoleAuth {
  constructor(tokens: TokenService, users: UserDirectory) {
    super(tokens, users, 'customer');
  }
}

/** Whether a staff token's server-side session is still open, marking it used (modules/backoffice/staff-sessions.ts). */
export interface StaffSessionGate {
  admit(tokenId: string, userId: number): Promise<boolean>;
}

/**
 * The back office's guard: staff tokens only, and only while their session is open (30
 * minutes without a call, 12 hours at most, until logout: docs/security.md). A closed session is
 * the 401 'Invalid token' of an expired token. Every back-office call carries its own user id.
 */
export class StaffAuth extends RoleAuth {
  constructor(
    tokens: TokenService,
    users: UserDirectory,
    private readonly sessions: StaffSessionGate,
  ) {
    super(tokens, users, 'staff');
  }

  protected override async authenticate(request: Pick<FastifyRequest, 'headers'>): Promise<TokenClaims> {
    const claims = await super.authenticate(request);
    if (!(await this.sessions.admit(claims.tokenId, claims.id))) throw apiError(401, 'auth', 'invalid_token');
    return claims;
  }
}
