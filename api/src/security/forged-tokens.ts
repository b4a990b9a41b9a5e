import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

// Tokens an attacker can make: expired, unsigned (alg none), signed with another key, or a
// real token whose payload was edited. The claims are the API's own (modules/accounts/tokens.ts),
// so each is refused for its one flaw alone.

const ISSUER = 'estudio-shop';
const AUDIENCE = 'estudio-shop-api';

export interface Claims {
  userId: number;
  role: 'customer' | 'staff';
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signed(secret: string, { userId, role }: Claims, issuedAt: number, expiresAt: number) {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(new TextEncoder().encode(secret));
}

const nowS = () => Math.floor(Date.now() / 1000);

/** Signed with the API's own key, but expired a minute ago. */
export const expiredToken = (secret: string, claims: Claims) =>
  signed(secret, claims, nowS() - 3600, nowS() - 60);

/** Valid in every way but signed with a key that is not the API's. */
export const wrongKeyToken = (claims: Claims) =>
  signed('another-secret-that-is-long-enough-for-hs256', claims, nowS(), nowS() + 3600);

function payloadOf({ userId, role }: Claims) {
  return {
    sub: String(userId),
    role,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: nowS(),
    exp: nowS() + 3600,
    jti: randomBytes(16).toString('base64url'),
  };
}

/** `alg: none` with the claims, with an empty signature and with a made-up one. */
export function unsignedTokens(claims: Claims): string[] {
  const head = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payloadOf(claims))}`;
  return [`${head}.`, `${head}.${randomBytes(32).toString('base64url')}`];
}

/** A real token with its payload replaced (another user, or another role), its signature kept. */
export function editedToken(token: string, edit: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  edit(claims);
  return `${header}.${base64url(claims)}.${signature}`;
}
