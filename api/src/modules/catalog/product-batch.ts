import { type ProductRow } from './catalog.repository';

/**
 * Product look-ups made in the same turn of the event loop go to the database as one query
 * (`id = any($1)`): under load, dozens of product pages cost one round trip instead of
 * dozens (on PGlite each query costs far more than the rows it reads).
 */
export class ProductBatch {
  private pending = new Map<
    number,
    { resolve: (row: ProductRow | undefined) => void; reject: (error: unknown) => void }[]
  >();
  private scheduled = false;

  constructor(private readonly load: (ids: readonly number[]) => Promise<ProductRow[]>) {}

  get(id: number): Promise<ProductRow | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(id);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(id, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    try {
      const rows = new Map((await this.load([...batch.keys()])).map((row) => [row.id, row]));
      for (const [id, waiting] of batch) for (const { resolve } of waiting) resolve(rows.get(id));
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }
}
