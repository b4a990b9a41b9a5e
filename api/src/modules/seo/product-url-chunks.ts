import { paths } from 'shared-contracts';
import { type ProductUrlRow } from './sitemap.repository';
import { urlSet } from './sitemap-xml';

/** Products read per query: a bounded slice of the table in memory, whatever its size. */
export const PRODUCT_BATCH = 1000;

export interface ProductFileRange {
  /** The file's first product id. */
  firstId: number;
  /** How many products the file holds at most. */
  perFile: number;
  /** The address product paths are appended to. */
  baseUrl: string;
}

/**
 * A products file as text chunks, one per batch of products: the <urlset> opening, then
 * batches read in id order from where the last one stopped (keyset pagination: `id >
 * last`, never an offset into the table), then the closing. A consumer that stops early
 * (a client gone) ends the reading at the batch it is in.
 */
export async function* productUrlChunks(
  productsAfter: (afterId: number, limit: number) => Promise<ProductUrlRow[]>,
  { firstId, perFile, baseUrl }: ProductFileRange,
  batch = PRODUCT_BATCH,
): AsyncGenerator<string> {
  yield urlSet.open;
  let afterId = firstId - 1;
  let left = perFile;
  while (left > 0) {
    const limit = Math.min(batch, left);
    const rows = await productsAfter(afterId, limit);
    if (rows.length > 0) {
      yield rows
        .map((row) => urlSet.url({ loc: `${baseUrl}${paths.product(row.id)}`, lastmod: row.updated_at }))
        .join('');
      afterId = rows[rows.length - 1]!.id;
      left -= rows.length;
    }
    if (rows.length < limit) break;
  }
  yield urlSet.close;
}
