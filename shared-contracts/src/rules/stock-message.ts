import { LOW_STOCK_THRESHOLD } from '../constants/business';

export type StockMessageKey = 'askAvailability' | 'onlyUnitsLeft' | 'inStock';

export interface StockMessage {
  /** Key in the `common:stock` namespace. */
  key: StockMessageKey;
  stock: number;
}

/** SPEC.md §4: 0 → 'Ask availability'; 1 to 9 → 'Only {stock} units left'; 10 or more → 'In stock'. */
export function stockMessage(stock: number): StockMessage {
  if (stock <= 0) return { key: 'askAvailability', stock: 0 };
  if (stock < LOW_STOCK_THRESHOLD) return { key: 'onlyUnitsLeft', stock };
  return { key: 'inStock', stock };
}
