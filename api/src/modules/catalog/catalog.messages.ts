import { type MessageTexts } from '../../i18n/message-texts';

// Messages of the catalogue's reads.

export const CATALOG_MESSAGES = {
  price_pair: {
    es: 'Indica a la vez price_min y price_max',
    en: 'Give price_min and price_max together',
  },
  price_order: {
    es: 'price_min no puede ser mayor que price_max',
    en: 'price_min cannot be above price_max',
  },
  type_not_found: { es: 'No existe la categoría «{name}»', en: 'There is no category "{name}"' },
  collection_not_found: { es: 'No existe la colección «{name}»', en: 'There is no collection "{name}"' },
  product_not_found: { es: 'No existe el producto {id}', en: 'There is no product {id}' },
} as const satisfies MessageTexts;
