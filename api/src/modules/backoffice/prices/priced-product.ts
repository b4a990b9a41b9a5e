import { type PricedProduct } from 'shared-contracts';
import { euros, imageUrl } from '../../../http/wire';
import { type PricedRow } from './prices.repository';

/** A product's row as the prices screen gets it: euros, the image's URL, the change in ISO 8601 UTC. */
export function toPricedProduct(row: PricedRow): PricedProduct {
  return {
    id: row.id,
    name_es: row.name_es,
    name_en: row.name_en,
    image: imageUrl(row.image ?? ''),
    list_price: euros(row.list_price_cents),
    discount: row.discount_percent,
    price: euros(row.price_cents),
    stock: row.stock,
    version: row.version,
    changed_at: row.updated_at.toISOString(),
    collection: { key: row.collection_key, name_es: row.collection_name_es, name_en: row.collection_name_en },
    type_product: { slug: row.type_slug, name_es: row.type_name_es, name_en: row.type_name_en },
  };
}
