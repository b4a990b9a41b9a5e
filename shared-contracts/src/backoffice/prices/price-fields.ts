import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../../rules/money';
import {
  hasAtMostOneDecimal,
  LIST_PRICE_MAX_CENTS,
  PRODUCT_DISCOUNT_MAX,
  STOCK_MAX,
} from '../../rules/pricing';
import { lazySchema } from '../../shared/lazy-schema';

// The fields staff edit on the prices screen, with the message keys the API renders in both
// languages (api/src/i18n). The screen checks them with these same schemas before it sends.

/** A list price in euros: above 0, at most 1,000,000.00, two decimals at most. */
export const ListPriceSchema = lazySchema(() =>
  z
    .number({ error: 'price_invalid' })
    .positive({ error: 'price_too_low' })
    .max(LIST_PRICE_MAX_CENTS / 100, { error: 'price_too_high' })
    .refine(hasAtMostTwoDecimals, { error: 'two_decimals' }),
);

/** A product's discount in percent: 0 to 90, whole or with one decimal (12.5). */
export const ProductDiscountSchema = lazySchema(() =>
  z
    .number({ error: 'discount_invalid' })
    .min(0, { error: 'discount_range' })
    .max(PRODUCT_DISCOUNT_MAX, { error: 'discount_range' })
    .refine(hasAtMostOneDecimal, { error: 'one_decimal' }),
);

/** A stock count: a whole number of units from 0. */
export const StockCountSchema = lazySchema(() =>
  z
    .number({ error: 'stock_invalid' })
    .int({ error: 'stock_whole' })
    .min(0, { error: 'stock_negative' })
    .max(STOCK_MAX, { error: 'stock_too_high' }),
);

/**
 * Units added to (or, negative, taken from) a product's stock. A staff edit of the stock is a
 * delta, never an absolute count: a sale between the screen's read and the save still counts
 * (issue 28 point 4). The result must stay within 0 and STOCK_MAX.
 */
export const StockDeltaSchema = lazySchema(() =>
  z
    .number({ error: 'stock_invalid' })
    .int({ error: 'stock_whole' })
    .min(-STOCK_MAX, { error: 'stock_too_high' })
    .max(STOCK_MAX, { error: 'stock_too_high' }),
);

/** A product's version: 1 when created, one more on every staff change (not on a sale). */
export const ProductVersionSchema = lazySchema(() => z.number({ error: 'version_invalid' }).int().min(1));
