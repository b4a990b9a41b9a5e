import { type CounterTable } from './counter-table';

// The API's tables of fixed-window counters, each with its own migration and its own user.

/** @fastify/rate-limit's per-client counters (plugins/rate-limit-store.ts, migration 0024). */
export const RATE_LIMITS: CounterTable<'rate_limits'> = {
  name: 'rate_limits',
  key: 'key',
  count: 'count',
  window: { end: 'expires_at' },
};

/** Quotas across instances (lib/shared-quota.ts, migration 0023). */
export const SHARED_QUOTAS: CounterTable<'shared_quotas'> = {
  name: 'shared_quotas',
  key: 'name',
  count: 'used',
  window: { start: 'window_start' },
};

/** Login throttles (modules/accounts/login-throttle.ts, migration 0022). */
export const LOGIN_THROTTLES: CounterTable<'login_throttles'> = {
  name: 'login_throttles',
  key: 'key',
  count: 'failures',
  window: { start: 'window_start' },
};
