import { type CatalogLanguage } from './catalog.repository';

/** The product columns a wishlist or cart line shows (table alias `p`), names in the language asked. */
export function briefColumns(language: CatalogLanguage) {
  return [
    'p.id',
    language === 'en' ? 'p.name_en as name' : 'p.name_es as name',
    'p.price_cents',
    'p.list_price_cents',
    'p.discount_percent',
    'p.stock',
    'p.images',
  ] as const;
}
