// Tests only: products shaped by the prices contracts, and an API that keeps them as the server does.
import { fakeApi, reply } from 'remote-kit/testing';
import {
  type PriceCategoriesAnswer,
  type PriceChange,
  type PricedProduct,
  applyBulkPriceChangeCall,
  editProductPriceCall,
  getPriceCategoriesCall,
  getPriceHistoryCall,
  getPriceListCall,
  getPricedProductCall,
  previewBulkPriceChangeCall,
} from 'shared-contracts';

export function pricedProduct(overrides: Partial<PricedProduct> = {}): PricedProduct {
  return {
    id: 12,
    name_es: 'Lámpara Aro',
    name_en: 'Aro lamp',
    image: '/images/aro.webp',
    collection: { key: 'salon', name_es: 'Salón', name_en: 'Living room' },
    type_product: { slug: 'lamparas', name_es: 'Lámparas', name_en: 'Lamps' },
    list_price: 100,
    discount: 0,
    price: 100,
    stock: 10,
    version: 3,
    changed_at: '2026-03-05T07:08:09.000Z',
    ...overrides,
  };
}

export const CATEGORIES: PriceCategoriesAnswer = {
  collections: [
    {
      key: 'salon',
      name_es: 'Salón',
      name_en: 'Living room',
      types: [
        { slug: 'lamparas', name_es: 'Lámparas', name_en: 'Lamps' },
        { slug: 'sofas', name_es: 'Sofás', name_en: 'Sofas' },
      ],
    },
    {
      key: 'dormitorio',
      name_es: 'Dormitorio',
      name_en: 'Bedroom',
      types: [{ slug: 'camas', name_es: 'Camas', name_en: 'Beds' }],
    },
  ],
};

export const PRODUCTS = [
  pricedProduct(),
  pricedProduct({
    id: 40,
    name_es: 'Sofá Duna',
    name_en: 'Duna sofa',
    type_product: { slug: 'sofas', name_es: 'Sofás', name_en: 'Sofas' },
    list_price: 899,
    discount: 12.5,
    price: 786.63,
    stock: 3,
  }),
  pricedProduct({ id: 41, name_es: 'Cama Nube', name_en: 'Nube bed', stock: 0, list_price: 450, price: 450 }),
];

export function priceChange(overrides: Partial<PriceChange> = {}): PriceChange {
  return {
    at: '2026-03-06T09:00:00.000Z',
    by: 'eva@estudio.es',
    field: 'price',
    from: 90,
    to: 100,
    version: 3,
    bulk: false,
    ...overrides,
  };
}

/** An API over these products: one page (or `nPages`), each product readable, with its history. */
export function pricesApi({
  products = PRODUCTS,
  nPages = 1,
  history = [priceChange()],
}: { products?: PricedProduct[]; nPages?: number; history?: PriceChange[] } = {}) {
  return fakeApi()
    .on(getPriceCategoriesCall, () => CATEGORIES)
    .on(getPriceListCall, ({ query }) => ({
      products,
      info: { page: query.page, n_pages: nPages, size: nPages === 1 ? products.length : nPages * 50 },
    }))
    .on(getPricedProductCall, ({ params }) => {
      const found = products.find((product) => product.id === Number(params.id));
      return found ?? reply.errors(404, { product: ['Not found'] });
    })
    .on(getPriceHistoryCall, ({ query }) => ({
      changes: history,
      info: { page: query.page, n_pages: 1, size: history.length },
    }))
    .on(editProductPriceCall, ({ body, params }) => {
      const product = products.find((p) => p.id === Number(params.id))!;
      return {
        status: 'success' as const,
        data: {
          ...product,
          list_price: body.price ?? product.list_price,
          discount: body.discount ?? product.discount,
          stock: product.stock + (body.stock_delta ?? 0),
          version: product.version + 1,
        },
      };
    })
    .on(previewBulkPriceChangeCall, () => ({ count: 2, out_of_bounds: 0, sample: [] }))
    .on(applyBulkPriceChangeCall, ({ body }) => ({ status: 'success' as const, count: body.expected_count }));
}
