import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const KNOWN = new Set([
  'price_invalid',
  'price_too_low',
  'price_too_high',
  'two_decimals',
  'discount_invalid',
  'discount_range',
  'one_decimal',
  'stock_invalid',
  'stock_whole',
  'stock_negative',
  'stock_too_high',
  'percent_invalid',
  'percent_range',
  'change_zero',
]);

/** The words of the contract's message keys in the staff member's language. */
export function usePriceMessages(): (key: string) => string {
  const { t } = useTranslation(NAMESPACE);
  return (key) => t(KNOWN.has(key) ? `prices.errors.${key}` : 'prices.errors.unknown');
}
