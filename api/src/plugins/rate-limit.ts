import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type Db } from '../db/database';
import { apiError } from '../http/api-error';
import { type MessageKey } from '../i18n/messages';
import { databaseRateLimitStore } from './rate-limit-store';

interface RateLimitRule {
  max: number;
  timeWindow: number;
  /** The form field the message shows under, so the visitor sees why nothing happened. */
  field: string;
  /** The 429's message; the general 'rate_limited' by default. */
  message?: MessageKey;
}

/** Per-client limits of the calls worth abusing (guessing passwords or coupons, spamming mail). */
const RULES = {
  login: { max: 20, timeWindow: 60_000, field: 'password' },
  register: { max: 10, timeWindow: 60_000, field: 'password' },
  coupon: { max: 30, timeWindow: 60_000, field: 'code' },
  // verify_cart tells whether a coupon exists too; a cart is verified a few times a minute at most.
  verifyCart: { max: 30, timeWindow: 60_000, field: 'total' },
  contact: { max: 5, timeWindow: 60_000, field: 'message' },
  // Guest order links (docs/security.md): per client here, per order code in OrdersService.
  guestOrder: { max: 30, timeWindow: 60_000, field: 'order', message: 'order_lookups_limited' },
  recoverPassword: { max: 5, timeWindow: 60_000, field: 'email' },
  resetPassword: { max: 10, timeWindow: 60_000, field: 'password' },
  changePassword: { max: 20, timeWindow: 60_000, field: 'currentPassword' },
  // The card steps of a payment (docs/security.md, card testing): a shopper trying a few cards
  // stays far below; someone testing stolen numbers does not.
  paymentCheckVersion: { max: 10, timeWindow: 60_000, field: 'card_number' },
  paymentAuthentication: { max: 10, timeWindow: 60_000, field: 'card_details.number' },
  paymentAuthorization: { max: 10, timeWindow: 60_000, field: 'payment' },
  // Staff invitation links: checked when the page opens, then used once to register.
  staffInvitationCheck: { max: 10, timeWindow: 60_000, field: 'code' },
  staffRegister: { max: 10, timeWindow: 60_000, field: 'password' },
  // Each invitation is a mail: a signed-in staff member sends a few, never dozens a minute.
  staffInvite: { max: 10, timeWindow: 60_000, field: 'email' },
  // Browser error reports: a page sends 5 a minute at most, a few open tabs stay below.
  clientErrors: { max: 20, timeWindow: 60_000, field: 'message' },
} satisfies Record<string, RateLimitRule>;

/** Every limit's name, as the metrics label its refusals. */
export const RATE_LIMIT_NAMES: readonly string[] = Object.keys(RULES);

/** The route `config.rateLimit` of one of the rules. */
export function rateLimitFor(name: keyof typeof RULES): RateLimitOptions {
  const rule: RateLimitRule = RULES[name];
  const { max, timeWindow, field } = rule;
  return {
    max,
    timeWindow,
    onExceeded: (request) => request.server.metrics?.rateLimitRefused(name),
    errorResponseBuilder: (_request, context) =>
      apiError(429, field, rule.message ?? 'rate_limited', {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  };
}

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in through
 * rateLimitFor. The counters are shared by every instance behind a balancer: in the
 * database (rate-limit-store.ts), or in Redis with REDIS_URL (the plugin's own Redis store).
 */
export async function rateLimitPlugin(
  app: FastifyInstance,
  { enabled, db, redisUrl }: { enabled: boolean; db: Db; redisUrl?: string | undefined },
): Promise<void> {
  if (!enabled) return;
  if (!redisUrl) {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
    return;
  }
  // One retry, then the request fails (a 503: db/connection-errors) rather than waiting.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limits: Redis connection error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'estudio-rate-limit:' });
}
