import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const CATALOG_LANGUAGES = ['es', 'en'] as const;

/**
 * The `language` query value of catalogue and order calls (product names in that language): 'es' (default) or 'en', in any case. Also
 * takes the shell's locale codes ('es-ES', 'en-US') so a caller cannot get it subtly wrong.
 */
export const CatalogLanguageSchema = lazySchema(() =>
  z
    .preprocess(
      (value) =>
        typeof value === 'string' ? value.toLowerCase().replace(/^([a-z]{2})[-_][a-z]{2}$/, '$1') : value,
      z.enum(CATALOG_LANGUAGES),
    )
    .default('es'),
);
export type CatalogLanguage = z.output<typeof CatalogLanguageSchema>;
