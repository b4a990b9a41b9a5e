import { z } from 'zod';
import { CatalogLanguageSchema } from '../../shared/language';
import { ProductIdSchema } from '../../shared/wire-id';
import { UserIdSchema } from '../../shared/user-id';
import { StaffQuerySchema } from '../staff-query';
import {
  ListPriceSchema,
  ProductDiscountSchema,
  ProductVersionSchema,
  StockDeltaSchema,
} from './price-fields';
import { PricedProductSchema } from './priced-product';
import { lazySchema } from '../../shared/lazy-schema';

/** /backoffice/prices/{id}: path parameters. */
export const PricedProductParamsSchema = lazySchema(() => z.object({ id: ProductIdSchema }));
export type PricedProductParams = z.output<typeof PricedProductParamsSchema>;

/** GET /backoffice/prices/{id} (Bearer, staff): one product as it is now; an unknown id is a 404 under `product`. */
export const PricedProductQuerySchema = lazySchema(() =>
  StaffQuerySchema.extend({ language: CatalogLanguageSchema }),
);

/**
 * PATCH /backoffice/prices/{id} (Bearer, staff): changes any of the list price, the discount
 * and the stock (as units added or taken), on the version the screen read. At least one of
 * them, else a 400 under `product`. Refusals:
 * - another staff change since `version`: 409 under `version`, nothing saved (the screen
 *   reads the product and its history again and offers to reapply);
 * - a stock that would go below 0 (a sale took the units) or above STOCK_MAX: 409 under `stock`;
 * - an unknown id: 404 under `product`.
 * A change to the value the product already has is no change: nothing is recorded for it.
 */
export const PriceEditRequestSchema = lazySchema(() =>
  z.object({
    user_id: UserIdSchema,
    version: ProductVersionSchema,
    price: ListPriceSchema.optional(),
    discount: ProductDiscountSchema.optional(),
    stock_delta: StockDeltaSchema.optional(),
  }),
);
export type PriceEditRequest = z.input<typeof PriceEditRequestSchema>;

/** The product as saved, with its new version. */
export const PriceEditAnswerSchema = lazySchema(() =>
  z.object({ status: z.literal('success'), data: PricedProductSchema }),
);
export type PriceEditAnswer = z.infer<typeof PriceEditAnswerSchema>;
