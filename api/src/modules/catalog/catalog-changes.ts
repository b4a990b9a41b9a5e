import { type Db } from '../../db/database';

// What changed in the catalogue, as migration 0020's triggers announce it on the channel
// CATALOG_CHANNEL at commit, and which cached answers that makes wrong (their tags).

export const CATALOG_CHANNEL = 'catalog_changed';

export type CatalogChange = { all: true } | { all: false; productIds: number[]; typeIds: number[] };

/** A notice's payload: `*`, or `p:1,2;t:3`. Anything unreadable counts as everything. */
export function parseCatalogNotice(payload: string): CatalogChange {
  const match = /^p:([\d,]*);t:([\d,]*)$/.exec(payload);
  if (!match) return { all: true };
  const ids = (list: string | undefined) => (list ? list.split(',').map(Number) : []);
  return { all: false, productIds: ids(match[1]), typeIds: ids(match[2]) };
}

/** Cache tags of the catalogue's answers. */
export const catalogTags = {
  product: (id: number) => `product:${id}`,
  type: (id: number) => `type:${id}`,
  /** Every sales page: any product may enter, leave or move in it. */
  sales: 'sales',
  /** Every search: any product may match, and stock and best sellers order the results. */
  search: 'search',
} as const;

const PRODUCT_TAG = /^product:(\d+)$/;

/** The product a `catalogTags.product` tag names; undefined for any other tag. */
export function productOfTag(tag: string): number | undefined {
  const id = PRODUCT_TAG.exec(tag)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The tags a change of some products invalidates (everything is a clear, not a tag). */
export function tagsOfChange(change: { productIds: number[]; typeIds: number[] }): string[] {
  return [
    ...change.productIds.map(catalogTags.product),
    ...change.typeIds.map(catalogTags.type),
    catalogTags.sales,
    catalogTags.search,
  ];
}

/**
 * Changes made by this process, told before they commit (a sale taking stock, inside its
 * transaction): the catalogue holds the affected answers uncached until the commit's
 * notice arrives, so this instance never serves, even for a moment, what it just changed.
 * Keyed by database, as the payment module makes its own StockRepository on it.
 */
const localWatchers = new WeakMap<Db, Set<(change: { productIds: number[]; typeIds: number[] }) => void>>();

export function watchLocalChanges(
  db: Db,
  watcher: (change: { productIds: number[]; typeIds: number[] }) => void,
): () => void {
  let watchers = localWatchers.get(db);
  if (!watchers) localWatchers.set(db, (watchers = new Set()));
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

export function announceLocalChange(db: Db, change: { productIds: number[]; typeIds: number[] }): void {
  for (const watcher of localWatchers.get(db) ?? []) watcher(change);
}
