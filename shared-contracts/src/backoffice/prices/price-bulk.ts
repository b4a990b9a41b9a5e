import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../../rules/money';
import { hasAtMostOneDecimal, LIST_PRICE_MAX_CENTS, STOCK_MAX } from '../../rules/pricing';
import { CatalogLanguageSchema } from '../../shared/language';
import { EurosSchema } from '../../shared/money';
import { ProductIdSchema } from '../../shared/wire-id';
import { UserIdSchema } from '../../shared/user-id';
import { ProductDiscountSchema } from './price-fields';
import { PriceFilterSchema } from './price-list';
import { lazySchema } from '../../shared/lazy-schema';

/** Most products a bulk change names one by one; past it, select all that match the filter. */
export const BULK_IDS_MAX = 500;
/** Products a bulk preview shows before and after. */
export const BULK_SAMPLE_SIZE = 5;

/** The products a bulk change covers: those named, or every one matching a filter. */
export const BulkSelectionSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('ids'), ids: z.array(ProductIdSchema).min(1).max(BULK_IDS_MAX) }),
    z.object({ kind: z.literal('filter'), filter: PriceFilterSchema }),
  ]),
);
export type BulkSelection = z.input<typeof BulkSelectionSchema>;

/**
 * What a bulk change does to each product, rounded to the cent half up (rules/pricing):
 * - `price_percent`: the list price moved by a percent (one decimal, -90 to +1000, not 0);
 * - `price_amount`: the list price moved by euros (two decimals, not 0);
 * - `discount`: the discount set to a percent (0 removes it);
 * - `stock`: the stock set to a count (`set`, a stock-take: what sales left is replaced) or
 *   moved by units (`add`, negative takes away).
 * Any product that would end outside the bounds (price from 0.01 to 1,000,000.00 €, stock
 * from 0 to STOCK_MAX) refuses the whole change: a 400 under `change` that says how many.
 */
export const BulkChangeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('price_percent'),
      percent: z
        .number({ error: 'percent_invalid' })
        .min(-90, { error: 'percent_range' })
        .max(1000, { error: 'percent_range' })
        .refine((percent) => percent !== 0, { error: 'change_zero' })
        .refine(hasAtMostOneDecimal, { error: 'one_decimal' }),
    }),
    z.object({
      kind: z.literal('price_amount'),
      amount: z
        .number({ error: 'price_invalid' })
        .min(-LIST_PRICE_MAX_CENTS / 100, { error: 'price_too_high' })
        .max(LIST_PRICE_MAX_CENTS / 100, { error: 'price_too_high' })
        .refine((amount) => amount !== 0, { error: 'change_zero' })
        .refine(hasAtMostTwoDecimals, { error: 'two_decimals' }),
    }),
    z.object({ kind: z.literal('discount'), discount: ProductDiscountSchema }),
    z.object({
      kind: z.literal('stock'),
      mode: z.enum(['set', 'add']),
      units: z
        .number({ error: 'stock_invalid' })
        .int({ error: 'stock_whole' })
        .min(-STOCK_MAX, { error: 'stock_too_high' })
        .max(STOCK_MAX, { error: 'stock_too_high' }),
    }),
  ]),
);
export type BulkChange = z.input<typeof BulkChangeSchema>;

/** POST /backoffice/prices/bulk/preview (Bearer, staff): what a bulk change would do; changes nothing. */
export const BulkPreviewRequestSchema = lazySchema(() =>
  z.object({
    user_id: UserIdSchema,
    selection: BulkSelectionSchema,
    change: BulkChangeSchema,
    language: CatalogLanguageSchema,
  }),
);
export type BulkPreviewRequest = z.input<typeof BulkPreviewRequestSchema>;

const PriceStateSchema = lazySchema(() =>
  z.object({
    list_price: EurosSchema,
    discount: z.number(),
    price: EurosSchema,
    stock: z.number().int(),
  }),
);
export type PriceState = z.infer<typeof PriceStateSchema>;

/**
 * How many products the change covers, how many of them it would put out of bounds (the
 * change is refused while any would), and a sample of BULK_SAMPLE_SIZE before and after, in
 * id order, with the name in `language`.
 */
export const BulkPreviewAnswerSchema = lazySchema(() =>
  z.object({
    count: z.number().int().nonnegative(),
    out_of_bounds: z.number().int().nonnegative(),
    sample: z.array(
      z.object({ id: z.number().int(), name: z.string(), before: PriceStateSchema, after: PriceStateSchema }),
    ),
  }),
);
export type BulkPreviewAnswer = z.infer<typeof BulkPreviewAnswerSchema>;

/**
 * POST /backoffice/prices/bulk (Bearer, staff): applies a bulk change in one transaction,
 * each product's version moving on and each changed field recorded in its history. The
 * count the staff member confirmed goes with it: if the selection now covers another number
 * of products, nothing changes and the answer is a 409 under `selection` (preview again).
 */
export const BulkApplyRequestSchema = lazySchema(() =>
  z.object({
    user_id: UserIdSchema,
    selection: BulkSelectionSchema,
    change: BulkChangeSchema,
    expected_count: z.number().int().min(1),
  }),
);
export type BulkApplyRequest = z.input<typeof BulkApplyRequestSchema>;

/** How many products changed (a product already at the new value counts, with no history entry). */
export const BulkApplyAnswerSchema = lazySchema(() =>
  z.object({ status: z.literal('success'), count: z.number().int() }),
);
export type BulkApplyAnswer = z.infer<typeof BulkApplyAnswerSchema>;
