import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'shop-config-'));

describe('loadConfig', () => {
  it('defaults: port 8080, PGlite, rate limits on, repo-root data folder whatever the cwd', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      rateLimit: true,
      allowedOrigins: [],
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(resolve(__dirname, '..', '..', 'data'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://shop@db/shop',
      JWT_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail:587',
      SHOP_ORIGINS: 'http://localhost:3001/, http://localhost:3002',
      RATE_LIMIT: 'off',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://shop@db/shop',
      smtpUrl: 'smtp://mail:587',
      allowedOrigins: ['http://localhost:3001', 'http://localhost:3002'],
      rateLimit: false,
      trustProxy: 1,
      scryptLogN: 17,
    });
  });

  it.each([
    [{}, 'http://localhost:8080'],
    [{ PORT: '9000' }, 'http://localhost:9000'],
    [{ SHOP_PUBLIC_URL: 'https://Shop.Example.com/' }, 'https://shop.example.com'],
    [{ SHOP_PUBLIC_URL: ' https://example.com/tienda/ ' }, 'https://example.com/tienda'],
  ])('reads the public address of reset links from %p: %p', (env, expected) => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env }).shopPublicUrl).toBe(expected);
  });

  it('tells a SHOP_PUBLIC_URL that is set from the local default (robots.txt and sitemaps then take the request’s origin)', () => {
    const configured = (env: Record<string, string>) =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env }).shopPublicUrlConfigured;
    expect(configured({})).toBe(false);
    expect(configured({ SHOP_PUBLIC_URL: ' ' })).toBe(false);
    expect(configured({ SHOP_PUBLIC_URL: 'https://shop.example.com' })).toBe(true);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%p as %p: hops or addresses, never "every hop"', (value, expected) => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('serves no metrics and drains nothing unless told: METRICS_PORT, METRICS_HOST (loopback), DRAIN_MS', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret)).toMatchObject({
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      drainMs: 0,
    });
    expect(
      loadConfig({ ...secret, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', DRAIN_MS: '5000' }),
    ).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0', drainMs: 5000 });
    // 0: any free port (tests).
    expect(loadConfig({ ...secret, METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it('makes a JWT secret once in development and keeps it for the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short' }, /at least 32/],
    [{ PORT: 'eighty', JWT_SECRET: 'x'.repeat(32) }, /PORT must be a whole number/],
    [{ SHOP_PUBLIC_URL: 'shop.example.com', JWT_SECRET: 'x'.repeat(32) }, /SHOP_PUBLIC_URL must be a URL/],
    [{ SHOP_PUBLIC_URL: 'ftp://shop.example.com', JWT_SECRET: 'x'.repeat(32) }, /http:\/\/ or https:\/\//],
    [{ SHOP_PUBLIC_URL: 'https://shop.example.com/?a=1', JWT_SECRET: 'x'.repeat(32) }, /query/],
    [{ METRICS_PORT: 'ninety', JWT_SECRET: 'x'.repeat(32) }, /METRICS_PORT must be a whole number/],
    [{ METRICS_PORT: '70000', JWT_SECRET: 'x'.repeat(32) }, /METRICS_PORT must be a port/],
    [{ DRAIN_MS: '-1', JWT_SECRET: 'x'.repeat(32) }, /DRAIN_MS must be a whole number/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
