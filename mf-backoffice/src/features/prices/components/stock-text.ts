import { type TFunction } from 'i18next';
import { stockMessage } from 'shared-contracts';

/** The storefront's stock message (docs/spec.md §4) for a count, with a `common` namespace t. */
export function stockText(commonT: TFunction, stock: number): string {
  const message = stockMessage(stock);
  return commonT(`stock.${message.key}`, message.values);
}
