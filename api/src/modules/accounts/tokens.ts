import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { type AuthAnswer, type UserRole, UserRoleSchema } from 'shared-contracts';

export interface AuthUser {
  id: number;
  role: UserRole;
}

/** A user as of their current session generation (users.session_generation): what a new token carries. */
export interface SessionHolder extends AuthUser {
  generation: number;
}

/** A verified token's user and session generation, and the token's own id (its jti), which names a staff session. */
export interface TokenClaims extends SessionHolder {
  tokenId: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  /** The token's jti: random, new for every token. */
  tokenId: string;
}

const ISSUER = 'estudio-shop';
const AUDIENCE = 'estudio-shop-api';
const HOUR_S = 3600;

/** Customers stay signed in for a week (remember-me); staff sessions end sooner (ASVS L2: 12 h). */
export const TOKEN_LIFETIME_S: Record<UserRole, number> = { customer: 7 * 24 * HOUR_S, staff: 12 * HOUR_S };

/**
 * HS256 JWTs: `sub` is the user id as a decimal string (JWT requires a string), `role`
 * is 'customer' or 'staff', `gen` the account's session generation (a password change or
 * reset moves it on, and RoleAuth refuses older tokens), plus iss, aud, iat, exp and a random
 * jti so every login gets a new token. A token without `gen` (issued before generations
 * existed) is of generation 0.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: SessionHolder): Promise<IssuedToken> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expires = issuedAt + TOKEN_LIFETIME_S[user.role];
    const tokenId = randomBytes(16).toString('base64url');
    const token = await new SignJWT({ role: user.role, gen: user.generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .setJti(tokenId)
      .sign(this.key);
    return { token, expiresAt: new Date(expires * 1000), tokenId };
  }

  /** The token's user and id, or undefined for a missing, expired, forged or malformed token. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
      });
      const id = Number(payload.sub);
      const role = UserRoleSchema.safeParse(payload.role);
      const tokenId = payload.jti;
      const generation = payload.gen ?? 0;
      if (!Number.isSafeInteger(id) || id <= 0 || !role.success || typeof tokenId !== 'string' || !tokenId)
        return undefined;
      if (typeof generation !== 'number' || !Number.isSafeInteger(generation) || generation < 0)
        return undefined;
      return { id, role: role.data, generation, tokenId };
    } catch {
      return undefined;
    }
  }
}

/** A new session for the user: the answer of a sign-in, a registration, a password change or reset. */
export async function issueSession(tokens: TokenService, user: SessionHolder): Promise<AuthAnswer> {
  const { token, expiresAt } = await tokens.issue(user);
  return { token, userId: user.id, tokenExpirationDate: expiresAt.toISOString() };
}
