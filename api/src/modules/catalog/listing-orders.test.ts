import { listingOrder, orderStats, pageIds, scopeOrders, scopeStats } from './listing-orders';

// Five products, prices in cents: 1 → 500, 2 → 1000, 3 → 1000, 4 → 2500, 5 → 9900.
const byPrice = {
  ids: Int32Array.from([1, 2, 3, 4, 5]),
  prices: Int32Array.from([500, 1000, 1000, 2500, 9900]),
};
const best = {
  ids: Int32Array.from([4, 1, 5, 3, 2]),
  prices: Int32Array.from([2500, 500, 9900, 1000, 1000]),
};
const orders = scopeOrders({ best, price: byPrice, name_es: byPrice, name_en: byPrice });
const none = { ids: new Int32Array(), prices: new Int32Array() };
const empty = scopeOrders({ best: none, price: none, name_es: none, name_en: none });

describe('listing orders', () => {
  it('names the order a page asks for: best selling without a sort, names per language', () => {
    expect(listingOrder({ ascending: false, language: 'es' })).toBe('best');
    expect(listingOrder({ sort_by: 'price', ascending: false, language: 'es' })).toBe('price_desc');
    expect(listingOrder({ sort_by: 'name', ascending: true, language: 'en' })).toBe('name_en_asc');
  });

  it('pages in the order, skipping what the price filter leaves out (bounds included)', () => {
    expect(pageIds(best, undefined, 0, 2)).toEqual([4, 1]);
    expect(pageIds(best, undefined, 4, 2)).toEqual([2]);
    expect(pageIds(best, { min: 1000, max: 2500 }, 0, 10)).toEqual([4, 3, 2]);
    expect(pageIds(best, { min: 1000, max: 2500 }, 1, 1)).toEqual([3]);
    expect(pageIds(best, { min: 1000, max: 2500 }, 3, 20)).toEqual([]);
  });

  it('counts the price filter with bounds included, and spans the whole scope', () => {
    expect(scopeStats(orders, undefined)).toEqual({ total: 5, matching: 5, minCents: 500, maxCents: 9900 });
    expect(scopeStats(orders, { min: 1000, max: 2500 }).matching).toBe(3);
    expect(scopeStats(orders, { min: 1001, max: 2499 }).matching).toBe(0);
    expect(scopeStats(orders, { min: 0, max: 499 }).matching).toBe(0);
    expect(scopeStats(orders, { min: 9900, max: 100_000 }).matching).toBe(1);
    expect(scopeStats(orders, { min: 2000, max: 1000 }).matching).toBe(0);
  });

  it("counts a search's products in any order as the listing's in price order", () => {
    for (const price of [
      undefined,
      { min: 1000, max: 2500 },
      { min: 1001, max: 2499 },
      { min: 9900, max: 100_000 },
    ])
      expect(orderStats(best, price)).toEqual(scopeStats(orders, price));
    expect(orderStats(none, { min: 0, max: 100 })).toEqual(scopeStats(empty, { min: 0, max: 100 }));
  });

  it('orders descending as the ascending order reversed, ties by id included', () => {
    expect([...orders.price_desc.ids]).toEqual([5, 4, 3, 2, 1]);
    expect([...orders.price_desc.prices]).toEqual([9900, 2500, 1000, 1000, 500]);
    expect([...orders.price_asc.ids]).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers an empty scope with no span', () => {
    expect(scopeStats(empty, { min: 0, max: 100 })).toEqual({
      total: 0,
      matching: 0,
      minCents: null,
      maxCents: null,
    });
    expect(pageIds(empty.best, undefined, 0, 20)).toEqual([]);
  });
});
