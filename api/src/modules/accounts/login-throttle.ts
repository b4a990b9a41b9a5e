// Per-account login throttling (SECURITY.md, ASVS 2.2.1): after a few free failures
// each further one doubles the wait, and 100 failures in an hour lock the account for the
// rest of that hour. Keyed by normalised e-mail whether or not the account exists, so
// the throttle itself never tells which e-mails are registered. In memory per instance.
// An attempt is counted as a failure when it starts (see `begin`), not when its slow
// password check ends: otherwise guesses sent all at once would all pass the check.

const FREE_FAILURES = 5;
const MAX_DELAY_MS = 15 * 60_000;
const WINDOW_MS = 60 * 60_000;
const MAX_FAILURES_PER_WINDOW = 100;
const MAX_KEYS = 50_000;

interface Attempts {
  failures: number;
  windowStart: number;
  lastFailure: number;
}

export class LoginThrottle {
  private readonly records = new Map<string, Attempts>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds the account must wait before the next attempt; 0 when it may try now. */
  waitMs(key: string): number {
    const record = this.current(key);
    if (!record) return 0;
    if (record.failures >= MAX_FAILURES_PER_WINDOW) return record.windowStart + WINDOW_MS - this.now();
    if (record.failures < FREE_FAILURES) return 0;
    const delay = Math.min(1000 * 2 ** (record.failures - FREE_FAILURES), MAX_DELAY_MS);
    return Math.max(0, record.lastFailure + delay - this.now());
  }

  /**
   * Starts an attempt: 0 and the attempt counted as a failure until `succeeded` says
   * otherwise, or the milliseconds to wait (and nothing counted) when it must not run yet.
   */
  begin(key: string): number {
    const wait = this.waitMs(key);
    if (wait <= 0) this.failed(key);
    return Math.max(0, wait);
  }

  failed(key: string): void {
    const now = this.now();
    const record = this.current(key) ?? { failures: 0, windowStart: now, lastFailure: now };
    record.failures += 1;
    record.lastFailure = now;
    this.records.delete(key);
    this.records.set(key, record);
    if (this.records.size > MAX_KEYS) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
  }

  succeeded(key: string): void {
    this.records.delete(key);
  }

  private current(key: string): Attempts | undefined {
    const record = this.records.get(key);
    if (record && this.now() - record.windowStart >= WINDOW_MS) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }
}
