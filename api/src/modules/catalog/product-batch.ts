/**
 * Product look-ups go to the database as one query (`id = any($1)`) for all those made in the
 * same turn of the event loop, and, while a query is in flight, for all those made until it
 * answers: under load, dozens of product pages cost one round trip instead of dozens. With
 * PGlite in its worker thread the event loop no longer waits for the database, so without the
 * second rule every turn would send a query of a few ids, each queued behind the last and each
 * costing far more than the rows it reads.
 */
export class ProductBatch<R extends { id: number }> {
  private pending = new Map<
    number,
    { resolve: (row: R | undefined) => void; reject: (error: unknown) => void }[]
  >();
  private scheduled = false;
  private inFlight = false;

  constructor(private readonly load: (ids: readonly number[]) => Promise<R[]>) {}

  get(id: number): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(id);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(id, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight || this.pending.size === 0) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    this.inFlight = true;
    try {
      const rows = new Map((await this.load([...batch.keys()])).map((row) => [row.id, row]));
      for (const [id, waiting] of batch) for (const { resolve } of waiting) resolve(rows.get(id));
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    } finally {
      this.inFlight = false;
      this.schedule();
    }
  }
}
