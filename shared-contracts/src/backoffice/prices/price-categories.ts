import { z } from 'zod';
import { lazySchema } from '../../shared/lazy-schema';

/**
 * GET /backoffice/prices/categories (Bearer, staff): the collections and their types in
 * catalogue order, for the screen's filters.
 */
export const PriceCategoriesAnswerSchema = lazySchema(() =>
  z.object({
    collections: z.array(
      z.object({
        key: z.string(),
        name_es: z.string(),
        name_en: z.string(),
        types: z.array(z.object({ slug: z.string(), name_es: z.string(), name_en: z.string() })),
      }),
    ),
  }),
);
export type PriceCategoriesAnswer = z.infer<typeof PriceCategoriesAnswerSchema>;
