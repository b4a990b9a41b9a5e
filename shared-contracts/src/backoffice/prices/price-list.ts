import { z } from 'zod';
import { CatalogLanguageSchema } from '../../shared/language';
import { PageQuerySchema } from '../../shared/query-number';
import { PagingInfoSchema } from '../backoffice-orders';
import { StaffQuerySchema } from '../staff-query';
import { PricedProductSchema } from './priced-product';
import { lazySchema } from '../../shared/lazy-schema';

/** Products per page of the prices screen. */
export const PRICE_LIST_PAGE_SIZE = 50;
/** Longest search the prices screen sends. */
export const PRICE_SEARCH_MAX_LENGTH = 100;

export const PRICE_STOCK_FILTERS = ['low', 'out'] as const;
export type PriceStockFilter = (typeof PRICE_STOCK_FILTERS)[number];

export const PRICE_SORTS = ['name', 'price', 'stock', 'changed'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** 'true' or 'false' as a query string carries them, or a boolean in a JSON body. */
const FlagSchema = lazySchema(() =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((flag) => flag === 'true')]),
);

/**
 * Which products a prices query covers; every part optional, all given must hold.
 * - `search`: a number is the exact id; anything else, part of the name (either language,
 *   accents and case ignored);
 * - `collection`: a collection's key; `type`: a type's slug (/type_products/{slug});
 * - `sale`: true for discounted products only;
 * - `stock`: 'low' for 1 to 9 units (under LOW_STOCK_THRESHOLD, not out), 'out' for 0.
 */
export const PriceFilterSchema = lazySchema(() =>
  z.object({
    search: z.string().trim().max(PRICE_SEARCH_MAX_LENGTH).optional(),
    collection: z.string().trim().max(60).optional(),
    type: z.string().trim().max(60).optional(),
    sale: FlagSchema.optional(),
    stock: z.enum(PRICE_STOCK_FILTERS).optional(),
  }),
);
export type PriceFilter = z.output<typeof PriceFilterSchema>;

/** A prices query's order: by name (in `language`), list price, stock or last change; ties by id. */
export const PriceOrderSchema = lazySchema(() =>
  z.object({
    sort: z.enum(PRICE_SORTS).default('name'),
    dir: z.enum(SORT_DIRECTIONS).default('asc'),
    language: CatalogLanguageSchema,
  }),
);

/** GET /backoffice/prices (Bearer, staff): one page of 50 products matching the filter. */
export const PriceListQuerySchema = lazySchema(() =>
  StaffQuerySchema.extend(PriceFilterSchema.shape)
    .extend(PriceOrderSchema.shape)
    .extend({ page: PageQuerySchema }),
);
export type PriceListQuery = z.output<typeof PriceListQuerySchema>;

export const PriceListAnswerSchema = lazySchema(() =>
  z.object({
    products: z.array(PricedProductSchema),
    info: PagingInfoSchema,
  }),
);
export type PriceListAnswer = z.infer<typeof PriceListAnswerSchema>;

/** GET /backoffice/prices/export.csv (Bearer, staff): every product matching the filter, in the order. */
export const PriceExportQuerySchema = lazySchema(() =>
  StaffQuerySchema.extend(PriceFilterSchema.shape).extend(PriceOrderSchema.shape),
);
export type PriceExportQuery = z.output<typeof PriceExportQuerySchema>;

/** The export's columns, in order: euros with a decimal point, the change in ISO 8601 UTC. */
export const PRICE_EXPORT_COLUMNS = [
  'id',
  'name',
  'list_price',
  'discount',
  'price',
  'stock',
  'last_change',
] as const;
