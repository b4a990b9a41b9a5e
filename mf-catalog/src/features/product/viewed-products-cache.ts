import {
  type CatalogLanguage,
  type ProductDetail,
  ProductDetailSchema,
  VIEWED_PRODUCTS_CACHE_LIMIT,
} from 'shared-contracts';
import { writeStoredJson } from 'remote-kit';

/** Session-storage key of the viewed products (team prefix: the key is in the page's global space). */
export const VIEWED_PRODUCTS_STORAGE_KEY = 'catalog.viewed-products';

interface CacheEntry {
  /** Product id and language: names and descriptions differ per language. */
  key: string;
  product: ProductDetail;
}

const entryKey = (productId: number, language: CatalogLanguage) => `${language}:${productId}`;

function parseEntries(text: string | null): CacheEntry[] {
  let stored: unknown;
  try {
    stored = text ? JSON.parse(text) : undefined;
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: { key?: unknown; product?: unknown } | null) => {
    const product = ProductDetailSchema.safeParse(entry?.product);
    return typeof entry?.key === 'string' && product.success
      ? [{ key: entry.key, product: product.data }]
      : [];
  });
}

/** The viewed products as stored, as text: a render compares it to tell whether they changed. */
export function readViewedProductsText(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(VIEWED_PRODUCTS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** A product viewed earlier in this session, in this language, found in the stored text. */
export function findViewedProduct(
  text: string | null,
  productId: number,
  language: CatalogLanguage,
): ProductDetail | undefined {
  const key = entryKey(productId, language);
  return parseEntries(text).find((entry) => entry.key === key)?.product;
}

/** A product viewed earlier in this session, in this language. */
export function readViewedProduct(
  storage: Storage | undefined,
  productId: number,
  language: CatalogLanguage,
): ProductDetail | undefined {
  return findViewedProduct(readViewedProductsText(storage), productId, language);
}

/**
 * Remembers a viewed product as the newest entry; past VIEWED_PRODUCTS_CACHE_LIMIT (20)
 * entries the oldest is evicted.
 */
export function rememberViewedProduct(
  storage: Storage | undefined,
  productId: number,
  language: CatalogLanguage,
  product: ProductDetail,
): void {
  const key = entryKey(productId, language);
  const entries = [
    ...parseEntries(readViewedProductsText(storage)).filter((entry) => entry.key !== key),
    { key, product },
  ];
  writeStoredJson(storage, VIEWED_PRODUCTS_STORAGE_KEY, entries.slice(-VIEWED_PRODUCTS_CACHE_LIMIT));
}
