import {
  CURRENCY,
  type ProductDetail,
  originalPrice,
  paths,
  roundToCents,
  stockMessage,
} from 'shared-contracts';
import { type JsonLdNode, SCHEMA_ORG, onOrigin } from '../../shared/json-ld';

/** schema.org's ItemAvailability for each stock message the page shows (docs/spec.md §4). */
const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  onlyUnitsLeft: 'https://schema.org/LimitedAvailability',
  askAvailability: 'https://schema.org/OutOfStock',
} as const;

/** A price as the page shows it, in euros with two decimals and a period ('1234.50'). */
const euros = (amount: number) => roundToCents(amount).toFixed(2);

/**
 * The offer: the price to pay and the stock, and with a discount the old price the page
 * strikes through, as Google's merchant listings read it (a UnitPriceSpecification whose
 * priceType is StrikethroughPrice; the price to pay carries none).
 */
function offer(product: ProductDetail): JsonLdNode {
  const before = originalPrice(product.price, product.discount, product.old_price);
  return {
    '@type': 'Offer',
    price: euros(product.price),
    priceCurrency: CURRENCY,
    availability: AVAILABILITY[stockMessage(product.stock).key],
    ...(before !== undefined && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: euros(before),
        priceCurrency: CURRENCY,
      },
    }),
  };
}

/** Collection → category → product, each with its address in the shop; none without the first two. */
function breadcrumbs(product: ProductDetail, origin: string | undefined): JsonLdNode | undefined {
  const { collection, type_product: type } = product;
  if (!collection || !type) return undefined;
  const steps = [
    { name: collection.name, path: paths.collection(collection.slug) },
    { name: type.name_show, path: paths.typeProducts(type.name) },
    { name: product.name, path: paths.product(product.id) },
  ];
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: onOrigin(step.path, origin),
    })),
  };
}

/**
 * The product page's structured data: the Product with its offer, and its breadcrumbs. URLs
 * are absolute on `origin`; without one (a server not told the shop's public address) they are the page's own paths.
 */
export function productStructuredData(product: ProductDetail, origin: string | undefined): JsonLdNode[] {
  const item: JsonLdNode = {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    image: product.images.map((image) => onOrigin(image, origin)),
    sku: String(product.id),
    description: product.description,
    offers: offer(product),
  };
  const trail = breadcrumbs(product, origin);
  return trail ? [item, trail] : [item];
}
