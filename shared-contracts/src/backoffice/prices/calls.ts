import { z } from 'zod';
import { defineCall } from '../../http/call';
import {
  BulkApplyAnswerSchema,
  BulkApplyRequestSchema,
  BulkPreviewAnswerSchema,
  BulkPreviewRequestSchema,
} from './price-bulk';
import { PriceCategoriesAnswerSchema } from './price-categories';
import {
  PricedProductParamsSchema,
  PricedProductQuerySchema,
  PriceEditAnswerSchema,
  PriceEditRequestSchema,
} from './price-edit';
import { PriceHistoryAnswerSchema, PriceHistoryQuerySchema } from './price-history';
import { PriceExportQuerySchema, PriceListAnswerSchema, PriceListQuerySchema } from './price-list';
import { PricedProductSchema } from './priced-product';
import { StaffQuerySchema } from '../staff-query';

// The back office's prices screen (issue 28): staff keep list prices, discounts and stock.
// Every call is a staff member's and carries their `user_id`, as the other back-office calls.

export const getPriceListCall = defineCall({
  method: 'GET',
  path: '/backoffice/prices',
  auth: 'staff',
  summary: 'One page of 50 products with their prices and stock, filtered, searched and sorted',
  tag: 'backoffice',
  query: PriceListQuerySchema,
  answer: PriceListAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const getPriceCategoriesCall = defineCall({
  method: 'GET',
  path: '/backoffice/prices/categories',
  auth: 'staff',
  summary: "The collections and their types, for the prices screen's filters",
  tag: 'backoffice',
  query: StaffQuerySchema,
  answer: PriceCategoriesAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const exportPricesCall = defineCall({
  method: 'GET',
  path: '/backoffice/prices/export.csv',
  auth: 'staff',
  summary:
    'Every product matching the filter as CSV (id, name, list price, discount, price, stock, last change)',
  tag: 'backoffice',
  query: PriceExportQuerySchema,
  answer: z.string(),
  produces: 'text/csv',
  errors: [400, 401, 403, 404],
});

export const getPricedProductCall = defineCall({
  method: 'GET',
  path: '/backoffice/prices/:id',
  auth: 'staff',
  summary: 'One product with its prices, stock and version, as it is now',
  tag: 'backoffice',
  params: PricedProductParamsSchema,
  query: PricedProductQuerySchema,
  answer: PricedProductSchema,
  errors: [400, 401, 403, 404],
});

export const editProductPriceCall = defineCall({
  method: 'PATCH',
  path: '/backoffice/prices/:id',
  auth: 'staff',
  summary:
    "Changes a product's list price, discount or stock on the version read (409 if another change came first)",
  tag: 'backoffice',
  params: PricedProductParamsSchema,
  body: PriceEditRequestSchema,
  answer: PriceEditAnswerSchema,
  errors: [400, 401, 403, 404, 409],
});

export const getPriceHistoryCall = defineCall({
  method: 'GET',
  path: '/backoffice/prices/:id/history',
  auth: 'staff',
  summary: "A product's changes of price, discount and stock: who, when, from and to, newest first",
  tag: 'backoffice',
  params: PricedProductParamsSchema,
  query: PriceHistoryQuerySchema,
  answer: PriceHistoryAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const previewBulkPriceChangeCall = defineCall({
  method: 'POST',
  path: '/backoffice/prices/bulk/preview',
  auth: 'staff',
  summary:
    'What a bulk change of prices, discounts or stock would do: how many products, a sample before and after',
  tag: 'backoffice',
  body: BulkPreviewRequestSchema,
  answer: BulkPreviewAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const applyBulkPriceChangeCall = defineCall({
  method: 'POST',
  path: '/backoffice/prices/bulk',
  auth: 'staff',
  summary: 'Applies a bulk change of prices, discounts or stock in one transaction, each change recorded',
  tag: 'backoffice',
  body: BulkApplyRequestSchema,
  answer: BulkApplyAnswerSchema,
  errors: [400, 401, 403, 404, 409],
});
