import { z } from 'zod';
import { CatalogLanguageSchema } from '../shared/language';
import { ImageUrlSchema } from '../shared/image-url';
import { lazySchema } from '../shared/lazy-schema';

/** GET /collections/{name}: path parameters; the English or the Spanish slug. */
export const CollectionParamsSchema = lazySchema(() => z.object({ name: z.string().trim().min(1).max(100) }));
export type CollectionParams = z.output<typeof CollectionParamsSchema>;

export const CollectionQuerySchema = lazySchema(() => z.object({ language: CatalogLanguageSchema }));
export type CollectionQuery = z.output<typeof CollectionQuerySchema>;

/** A tile of a collection: `name` is the slug for /type_products/{name}, `name_show` the display name. */
export const TypeProductTileSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    name_show: z.string(),
    image: ImageUrlSchema,
  }),
);
export type TypeProductTile = z.infer<typeof TypeProductTileSchema>;

/** GET /collections/{name}: the answer; `name` is the collection's display name in the language asked. */
export const CollectionAnswerSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    type_products: z.array(TypeProductTileSchema),
  }),
);
export type CollectionAnswer = z.infer<typeof CollectionAnswerSchema>;
