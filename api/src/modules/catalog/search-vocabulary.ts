/**
 * The catalogue's words, cached: search corrects typos against them on every call, and
 * they change only when products do. A stale copy is served while a fresh one loads.
 */
export class SearchVocabulary {
  private cached: string[] | undefined;
  private loadedAt = 0;
  private pending: Promise<string[]> | undefined;

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string[]> {
    if (this.cached && this.now() - this.loadedAt < this.maxAgeMs) return this.cached;
    this.pending ??= this.load()
      .then((words) => {
        this.cached = words;
        this.loadedAt = this.now();
        return words;
      })
      .finally(() => {
        this.pending = undefined;
      });
    if (!this.cached) return this.pending;
    this.pending.catch(() => undefined);
    return this.cached;
  }

  /** Forget the cached words' age, e.g. after products change. */
  invalidate(): void {
    this.loadedAt = 0;
  }
}
