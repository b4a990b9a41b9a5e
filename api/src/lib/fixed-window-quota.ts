/**
 * At most `max` uses per key in each window of `windowMs` that starts at the key's first
 * use. In memory per process, bounded to `maxKeys` (oldest out first), like the login
 * throttle: several instances behind a balancer each keep their own count.
 */
export class FixedWindowQuota {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one use: 0 when allowed, otherwise the milliseconds until the window ends. */
  take(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(key);
      window = { start: now, used: 0 };
      this.windows.set(key, window);
      if (this.windows.size > this.maxKeys) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    if (window.used >= this.max) return window.start + this.windowMs - now;
    window.used += 1;
    return 0;
  }
}
