import { screen } from '@testing-library/react';
import { type FakeAnswer, fakeApi, productDetail, renderRemote } from 'remote-kit/testing';
import { type ProductDetail, getBus, getProductCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';
import { schemaOrgProblems } from '../../testing/schema-org-vocabulary';
import { jsonLdBlocks } from '../../testing/structured-data';
import { productStructuredData } from './product-structured-data';

const PLACE = {
  collection: { slug: 'lamps', name: 'Lamps' },
  type_product: { name: 'floorlamps', name_show: 'Floor lamps' },
} satisfies Partial<ProductDetail>;

/** The product page in English, its JSON-LD once shown. */
async function structuredDataOf(answer: FakeAnswer<typeof getProductCall>) {
  renderRemote(<CatalogRoutes />, {
    url: '/products/12',
    language: 'en-US',
    api: fakeApi().on(getProductCall, () => answer),
  });
  await screen.findByRole('heading', { level: 1 });
  return jsonLdBlocks();
}

beforeEach(() => {
  sessionStorage.clear();
  getBus().publish('cart.lines', []);
  getBus().publish('session.changed', null);
  // The page's origin, as the shell publishes it in the browser (jsdom's page is on http://localhost).
  getBus().publish('page.origin', 'http://localhost');
});

describe('the product page’s structured data', () => {
  it('states the product and its offer: name, pictures on the page’s origin, id, description, price in stock', async () => {
    const product = productDetail(12, { name: 'Arco floor lamp', price: 45, stock: 12, ...PLACE });
    const [item] = await structuredDataOf(product);
    expect(item).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Arco floor lamp',
      image: ['http://localhost/images/p12-a.svg', 'http://localhost/images/p12-b.svg'],
      sku: '12',
      description: 'Descripción del producto 12.',
      offers: {
        '@type': 'Offer',
        price: '45.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('gives a discounted product the price to pay and the old price struck through, as the page shows them', async () => {
    const [item] = await structuredDataOf(productDetail(12, { price: 90, discount: 10, stock: 30 }));
    expect(screen.getByText('100.00 €', { exact: false })).toBeInTheDocument();
    expect(item!.offers).toEqual({
      '@type': 'Offer',
      price: '90.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '100.00',
        priceCurrency: 'EUR',
      },
    });
  });

  it('gives the list price the catalogue sends as the struck-through price', async () => {
    const [item] = await structuredDataOf(productDetail(12, { price: 42.88, discount: 12.5, old_price: 49 }));
    expect(item!.offers).toMatchObject({
      price: '42.88',
      priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: '49.00' },
    });
  });

  it.each([
    [1, 'https://schema.org/LimitedAvailability'],
    [9, 'https://schema.org/LimitedAvailability'],
    [10, 'https://schema.org/InStock'],
    [0, 'https://schema.org/OutOfStock'],
  ])('says a stock of %i is %s', async (stock, availability) => {
    const [item] = await structuredDataOf(productDetail(12, { stock }));
    expect(item!.offers).toMatchObject({ availability });
  });

  it('lists its breadcrumbs: collection, category and product, at their addresses in the shop', async () => {
    const [, trail] = await structuredDataOf(productDetail(12, { name: 'Arco floor lamp', ...PLACE }));
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Lamps', item: 'http://localhost/collections/lamps' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Floor lamps',
          item: 'http://localhost/type_products/floorlamps',
        },
        { '@type': 'ListItem', position: 3, name: 'Arco floor lamp', item: 'http://localhost/products/12' },
      ],
    });
  });

  it('has no breadcrumbs when the API does not place the product', async () => {
    expect((await structuredDataOf(productDetail(12))).map((block) => block['@type'])).toEqual(['Product']);
  });

  it('keeps a name that tries to close its element inside the data', async () => {
    const name = '</script><script>alert(1)</script> & <b>';
    await structuredDataOf(productDetail(12, { name }));
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toMatch(/[<>&]/);
    expect(jsonLdBlocks()[0]!.name).toBe(name);
  });

  it('writes paths where the page has no origin (a server not told the shop’s public address)', () => {
    const [item, trail] = productStructuredData(productDetail(12, { discount: 20, ...PLACE }), undefined);
    expect(item!.image).toEqual(['/images/p12-a.svg', '/images/p12-b.svg']);
    expect(JSON.stringify(trail)).toContain('"item":"/type_products/floorlamps"');
  });
});

describe('every block, by the schema.org vocabulary', () => {
  it.each([
    ['a product in stock', productDetail(12, { stock: 40, ...PLACE })],
    ['a discounted product', productDetail(12, { price: 90, discount: 10, ...PLACE })],
    ['a product running low', productDetail(12, { stock: 3, ...PLACE })],
    ['a product out of stock', productDetail(12, { stock: 0, discount: 25, ...PLACE })],
  ])('%s: each @type exists and has each property it is given', async (_, product) => {
    const blocks = await structuredDataOf(product);
    expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    for (const block of blocks) expect(schemaOrgProblems(block)).toEqual([]);
  });
});
