import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CollectionAnswerSchema,
  CollectionParamsSchema,
  CollectionQuerySchema,
  ErrorBodySchema,
  ListingQuerySchema,
  ProductDetailSchema,
  ProductParamsSchema,
  ProductQuerySchema,
  SalesAnswerSchema,
  SearchAnswerSchema,
  SearchQuerySchema,
  TypeProductsAnswerSchema,
  TypeProductsParamsSchema,
} from 'shared-contracts';
import { type CatalogService } from './catalog.service';

const tags = ['catalogue'];
const failures = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** Public catalogue reads (SPEC.md §7 Catalogue). `id_user` is accepted and not needed. */
export async function catalogRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/type_products/:name',
    {
      schema: {
        tags,
        params: TypeProductsParamsSchema,
        querystring: ListingQuerySchema,
        response: { 200: TypeProductsAnswerSchema, ...failures },
      },
    },
    (request) => catalog.typeProducts(request.params.name, request.query),
  );

  api.get(
    '/collections/:name',
    {
      schema: {
        tags,
        params: CollectionParamsSchema,
        querystring: CollectionQuerySchema,
        response: { 200: CollectionAnswerSchema, ...failures },
      },
    },
    (request) => catalog.collection(request.params.name, request.query.language),
  );

  api.get(
    '/products/:id',
    {
      schema: {
        tags,
        params: ProductParamsSchema,
        querystring: ProductQuerySchema,
        response: { 200: ProductDetailSchema, ...failures },
      },
    },
    (request) => catalog.product(request.params.id, request.query.language),
  );

  api.get(
    '/search',
    {
      schema: {
        tags,
        querystring: SearchQuerySchema,
        response: { 200: SearchAnswerSchema, 400: ErrorBodySchema },
      },
    },
    (request) => catalog.search(request.query),
  );

  api.get(
    '/sales',
    {
      schema: {
        tags,
        querystring: ListingQuerySchema,
        response: { 200: SalesAnswerSchema, 400: ErrorBodySchema },
      },
    },
    (request) => catalog.sales(request.query),
  );
}
