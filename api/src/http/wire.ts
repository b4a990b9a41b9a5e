import { centsToEuros, eurosToCents, type ProductBrief, type ProductSummary } from 'shared-contracts';

// The few conversions between the API's own units and the wire: integer cents become
// euros with two decimals, stored file names become URLs.

export const euros = centsToEuros;

/** Euros from a query, as the cents the database compares: a filter bound of 9.999 € is 1000 cents. */
export const cents = eurosToCents;

export const imageUrl = (file: string): string => `/images/${encodeURIComponent(file)}`;
export const heroUrl = (file: string): string => `/static_images/image_type/${encodeURIComponent(file)}`;

interface BriefRow {
  id: number;
  name: string;
  price_cents: number;
  list_price_cents: number;
  discount_percent: number;
  stock: number;
  images: string[];
}

/** A product's brief; under a discount, the list price staff set is its old price (issue 28). */
export function toProductBrief(row: BriefRow): ProductBrief {
  return {
    id: row.id,
    name: row.name,
    price: euros(row.price_cents),
    discount: row.discount_percent,
    stock: row.stock,
    image: imageUrl(row.images[0] ?? ''),
    ...(row.discount_percent > 0 && { old_price: euros(row.list_price_cents) }),
  };
}

export function toProductSummary(
  row: BriefRow & { width_cm: number; height_cm: number; long_cm: number },
): ProductSummary {
  return {
    ...toProductBrief(row),
    images: row.images.map(imageUrl),
    width: row.width_cm,
    height: row.height_cm,
    long: row.long_cm,
  };
}
