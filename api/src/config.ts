import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PRODUCT_COUNT } from './db/seed/seed-catalogue';
import { type PaymentGatewayName, paymentGatewayName } from './modules/payments/gateway/gateway-choice';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Root of everything the API writes: PGlite files, images, mail outbox, dev JWT secret. */
  dataDir: string;
  /** PostgreSQL URL; without it the API uses embedded PGlite in dataDir/pglite. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** SMTP URL for nodemailer; without it mail goes to .eml files in dataDir/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact messages are sent. */
  supportMailbox: string;
  /**
   * The shop's public address (scheme://host[:port][/path], no trailing slash), for links
   * in mail such as the password reset link. Never taken from a request's Host header.
   */
  shopPublicUrl: string;
  /**
   * Whether SHOP_PUBLIC_URL was set. Without it shopPublicUrl is only the local default, and
   * robots.txt and the sitemaps name the origin each request came to instead.
   */
  shopPublicUrlConfigured: boolean;
  /** Origins allowed by CORS and the CSP (split mode): scheme://host:port, no trailing slash. */
  allowedOrigins: string[];
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to trust (behind a load balancer), so rate limits see the
   * real client: false, a number of proxy hops, or a comma list of proxy addresses/CIDRs.
   */
  trustProxy: false | number | string;
  /** Per-client rate limits on login, register, coupons and contact; off only for benchmarks. */
  rateLimit: boolean;
  /** Redis for the per-client rate limits' counters instead of PostgreSQL (REDIS_URL). */
  redisUrl: string | undefined;
  /** Products a fresh database is seeded with. */
  seedProducts: number;
  /** log2 of scrypt's N; docs/security.md fixes 17, tests lower it for speed. */
  scryptLogN: number;
  /** The card processor payments go through (PAYMENT_GATEWAY): the local sandbox by default. */
  paymentGateway: PaymentGatewayName;
  /** Where Prometheus scrapes /metrics (METRICS_PORT): a listener of its own; none when unset. */
  metricsPort: number | undefined;
  /** The metrics listener's address (METRICS_HOST): loopback unless the scraper is elsewhere. */
  metricsHost: string;
  /** How long a stopping instance keeps serving with its readiness failing (DRAIN_MS), so balancers stop sending first. */
  drainMs: number;
}

type Env = Record<string, string | undefined>;

const REPO_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));
const MIN_SECRET_LENGTH = 32;

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got '${value}'`);
  return parsed;
}

/** A port to listen on, or none when unset (0: any free one). */
function optionalPort(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = integer(value.trim(), 0, name);
  if (parsed > 65_535) throw new Error(`${name} must be a port (0 to 65535), got '${value}'`);
  return parsed;
}

/** SHOP_PUBLIC_URL, checked to be an http(s) URL and without its trailing slash. */
function publicUrl(value: string | undefined, port: number): string {
  const text = (value ?? '').trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SHOP_PUBLIC_URL must be a URL such as https://shop.example.com, got '${text}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SHOP_PUBLIC_URL must start with http:// or https://, got '${text}'`);
  if (url.search || url.hash) throw new Error(`SHOP_PUBLIC_URL cannot have a query or a fragment`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function origins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * TRUST_PROXY: 'true' (or '1') trusts the one balancer in front, a number that many hops,
 * anything else is a list of proxy addresses. Never Fastify's `true` ("trust every hop"):
 * the client address would then be the left-most X-Forwarded-For entry, which the client
 * writes itself, and each request could claim a fresh rate-limit bucket.
 */
function trustProxy(value: string | undefined): false | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}

/** In development a secret is made once and kept in dataDir, so tokens survive restarts. */
function jwtSecret(env: Env, dataDir: string, production: boolean): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < MIN_SECRET_LENGTH)
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return given;
  }
  if (production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = env.DATA_DIR || REPO_DATA_DIR;
  const port = integer(env.PORT, 8080, 'PORT');
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(env, dataDir, nodeEnv === 'production'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Estudio <no-reply@estudio.local>',
    supportMailbox: env.SUPPORT_MAILBOX || 'hola@estudio.local',
    shopPublicUrl: publicUrl(env.SHOP_PUBLIC_URL, port),
    shopPublicUrlConfigured: Boolean(env.SHOP_PUBLIC_URL?.trim()),
    allowedOrigins: origins(env.SHOP_ORIGINS),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimit: env.RATE_LIMIT !== 'off',
    redisUrl: env.REDIS_URL || undefined,
    seedProducts: integer(env.SEED_PRODUCTS, DEFAULT_PRODUCT_COUNT, 'SEED_PRODUCTS'),
    scryptLogN: 17,
    paymentGateway: paymentGatewayName(env.PAYMENT_GATEWAY),
    metricsPort: optionalPort(env.METRICS_PORT, 'METRICS_PORT'),
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    drainMs: integer(env.DRAIN_MS, 0, 'DRAIN_MS'),
  };
}

export const dataPaths = (config: Pick<AppConfig, 'dataDir'>) => ({
  pglite: join(config.dataDir, 'pglite'),
  images: join(config.dataDir, 'images'),
  heroes: join(config.dataDir, 'static_images', 'image_type'),
  outbox: join(config.dataDir, 'outbox'),
});

/** The origin of the configured SHOP_PUBLIC_URL, for pages' absolute links; none when it was not set. */
export function configuredPublicOrigin(
  config: Pick<AppConfig, 'shopPublicUrl' | 'shopPublicUrlConfigured'>,
): string | undefined {
  return config.shopPublicUrlConfigured ? new URL(config.shopPublicUrl).origin : undefined;
}
