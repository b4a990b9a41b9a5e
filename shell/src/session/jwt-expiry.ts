/**
 * The expiry (ISO instant) written in a JWT's `exp` claim, or null when the token is not
 * a JWT with one. Remember-me cookies hold only the token and the user id (docs/spec.md §3), so
 * a session restored from them learns its expiry here. Nothing is verified: the API does that.
 */
export function jwtExpiry(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}
