import { LOW_STOCK_THRESHOLD } from '../constants/business';

export type StockMessageKey = 'askAvailability' | 'onlyUnitsLeft' | 'inStock';

export interface StockMessage {
  /** Key in the `common:stock` namespace. */
  key: StockMessageKey;
  stock: number;
  /** What to pass to `t()`: `count` picks '1 unit' or '2 units'. */
  values: { stock: number; count: number };
}

const message = (key: StockMessageKey, stock: number): StockMessage => ({
  key,
  stock,
  values: { stock, count: stock },
});

/** docs/spec.md §4: 0 → 'Ask availability'; 1 to 9 → 'Only {stock} units left'; 10 or more → 'In stock'. */
export function stockMessage(stock: number): StockMessage {
  if (stock <= 0) return message('askAvailability', 0);
  if (stock < LOW_STOCK_THRESHOLD) return message('onlyUnitsLeft', stock);
  return message('inStock', stock);
}
