import { defineCall } from '../http/call';
import { CollectionAnswerSchema, CollectionParamsSchema, CollectionQuerySchema } from './collection';
import { ListingQuerySchema, SearchQuerySchema } from './listing-query';
import { ProductDetailSchema, ProductParamsSchema, ProductQuerySchema } from './product-detail';
import { SalesAnswerSchema, SearchAnswerSchema } from './search';
import { TypeProductsAnswerSchema, TypeProductsParamsSchema } from './type-products';

// docs/spec.md §7 Catalogue: public reads. `id_user` is accepted and not needed.

export const getTypeProductsCall = defineCall({
  method: 'GET',
  path: '/type_products/:name',
  auth: 'none',
  summary: 'One page of a category listing, with its info',
  tag: 'catalogue',
  params: TypeProductsParamsSchema,
  query: ListingQuerySchema,
  answer: TypeProductsAnswerSchema,
  errors: [400, 404],
});

export const getCollectionCall = defineCall({
  method: 'GET',
  path: '/collections/:name',
  auth: 'none',
  summary: 'A collection and its type products, by English or Spanish slug',
  tag: 'catalogue',
  params: CollectionParamsSchema,
  query: CollectionQuerySchema,
  answer: CollectionAnswerSchema,
  errors: [400, 404],
});

export const getProductCall = defineCall({
  method: 'GET',
  path: '/products/:id',
  auth: 'none',
  summary: 'A product with its description and images',
  tag: 'catalogue',
  params: ProductParamsSchema,
  query: ProductQuerySchema,
  answer: ProductDetailSchema,
  errors: [400, 404],
});

export const searchProductsCall = defineCall({
  method: 'GET',
  path: '/search',
  auth: 'none',
  summary: 'Products whose names match a text, in either language, with typos forgiven',
  tag: 'catalogue',
  query: SearchQuerySchema,
  answer: SearchAnswerSchema,
  errors: [400],
});

export const getSalesCall = defineCall({
  method: 'GET',
  path: '/sales',
  auth: 'none',
  summary: 'One page of the discounted products',
  tag: 'catalogue',
  query: ListingQuerySchema,
  answer: SalesAnswerSchema,
  errors: [400],
});
