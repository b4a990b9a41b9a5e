/**
 * Tags of changes about to commit: each held until `release(tags)` (the commit's notice) or
 * `ms` (a rollback sends none), so that nothing read meanwhile is kept as if it were current.
 */
export class TagHolds {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  hold(tags: Iterable<string>, ms: number): void {
    for (const tag of tags) {
      clearTimeout(this.timers.get(tag));
      const timer = setTimeout(() => this.timers.delete(tag), ms);
      timer.unref();
      this.timers.set(tag, timer);
    }
  }

  release(tags: Iterable<string>): void {
    for (const tag of tags) {
      clearTimeout(this.timers.get(tag));
      this.timers.delete(tag);
    }
  }

  has(tag: string): boolean {
    return this.timers.has(tag);
  }

  /** Whether any change is held. */
  get any(): boolean {
    return this.timers.size > 0;
  }
}
