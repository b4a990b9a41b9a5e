import { Readable } from 'node:stream';
import { type PriceFilter } from 'shared-contracts';
import { csvHeader, csvLine } from './price-csv';
import { type SortKey } from './price-query';
import { type PriceOrder, type PricesRepository } from './prices.repository';

/** Products read per query of the export: memory stays one chunk's, whatever the catalogue's size. */
export const EXPORT_CHUNK = 1000;

/**
 * Every product matching the filter, in the order, as CSV text: read in keyset chunks (each
 * query starts after the last row of the one before, on the order's index), each chunk
 * written before the next is read, and only as fast as the client takes it.
 */
export function priceExport(
  repository: PricesRepository,
  filter: PriceFilter,
  order: PriceOrder,
  chunk = EXPORT_CHUNK,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvHeader();
    let after: SortKey | undefined;
    for (;;) {
      const rows = await repository.exportChunk(filter, order, after, chunk);
      if (rows.length > 0) yield rows.map(csvLine).join('');
      const last = rows.at(-1);
      if (!last || rows.length < chunk) return;
      after = { value: last.sort_value, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The download's file name: precios-2026-03-05.csv, prices-2026-03-05.csv. */
export function exportFileName(language: 'es' | 'en', now: Date): string {
  return `${language === 'en' ? 'prices' : 'precios'}-${now.toISOString().slice(0, 10)}.csv`;
}
