import { type PricesQuery } from '../prices-query';

// The prices screen's query keys: the back office's name, the staff member's id, then what was read.

/** Everything a staff member read on the prices screen. */
export const pricesKey = (userId: number) => ['backoffice', 'prices', userId] as const;

/** Every view of the list a staff member read. */
export const priceListsKey = (userId: number) => [...pricesKey(userId), 'list'] as const;

/** One view of the list, in one language (the names it sorts by). */
export const priceListKey = (userId: number, query: PricesQuery, language: 'es' | 'en') => {
  const { page, search, collection, type, sale, stock, sort, dir } = query;
  return [
    ...priceListsKey(userId),
    { page, search, collection, type, sale, stock, sort, dir, language },
  ] as const;
};

export const priceCategoriesKey = (userId: number) => [...pricesKey(userId), 'categories'] as const;

/** One product, in every language it was read in, and its history. */
export const pricedProductKey = (userId: number, id: number) =>
  [...pricesKey(userId), 'product', id] as const;

/** The product itself, in every language it was read in. */
export const productDataKey = (userId: number, id: number) =>
  [...pricedProductKey(userId, id), 'data'] as const;

/** Every page of the product's history read. */
export const priceHistoriesKey = (userId: number, id: number) =>
  [...pricedProductKey(userId, id), 'history'] as const;

export const priceHistoryKey = (userId: number, id: number, page: number) =>
  [...priceHistoriesKey(userId, id), page] as const;
