import { SearchAnswerSchema, TypeProductsAnswerSchema } from 'shared-contracts';
import { compileSerializer } from '../../http/json-serializer';
import { toProductSummary } from '../../http/wire';
import { type ProductCardRow } from './catalog.repository';
import { cardIn, encodeCard, encodeListing, encodeListingInfo, encodeSearchInfo } from './listing-encoding';

// A listing put together from its products' kept JSON must be, byte for byte, the answer the
// route's own schema serialiser writes: what the storefront reads and what ETags hash.

const card = (id: number, name_es: string, name_en: string, discount_percent: number): ProductCardRow => ({
  id,
  name_es,
  name_en,
  images: ['sofa front.svg', 'sofa-side.svg'],
  width_cm: 215,
  height_cm: 90,
  long_cm: 95,
  price_cents: 126_990,
  list_price_cents: discount_percent > 0 ? 149_400 : 126_990,
  discount_percent,
  stock: 0,
});

const rows = [
  card(5, 'Sofá "Duna" de lino', 'Duna "Sand" Sofa', 15),
  card(9, 'Cojín Teruel', 'Teruel Cushion', 0),
];
const info = { price_min: 79, price_max: 1270, n_pages: 3, page: 2, size: 41 };
const listingInfo = { ...info, name_show: 'Sofás', image: '/static_images/image_type/sofas.webp' };

describe('a listing encoded from its cards', () => {
  it.each(['es', 'en'] as const)('is the type listing answer its schema writes (%s)', (language) => {
    const products = rows.map((row) =>
      toProductSummary({ ...row, name: language === 'es' ? row.name_es : row.name_en }),
    );
    const encoded = encodeListing(
      { products: rows.map((row) => cardIn(encodeCard(row), language)), info: listingInfo },
      encodeListingInfo,
    );
    expect(encoded.toString('utf8')).toBe(
      compileSerializer(TypeProductsAnswerSchema)({ products, info: listingInfo }),
    );
    const answer = TypeProductsAnswerSchema.parse(JSON.parse(encoded.toString('utf8')));
    expect(answer).toMatchObject({
      products: [
        { id: 5, price: 1269.9, discount: 15, old_price: 1494, stock: 0, image: '/images/sofa%20front.svg' },
        { id: 9, discount: 0 },
      ],
      info: listingInfo,
    });
    expect(answer.products[1]).not.toHaveProperty('old_price');
  });

  it('is a search or sales answer, empty too', () => {
    const products = rows.map((row) => toProductSummary({ ...row, name: row.name_es }));
    const serialize = compileSerializer(SearchAnswerSchema);
    const page = (cards: typeof rows) => ({
      products: cards.map((row) => cardIn(encodeCard(row), 'es')),
      info,
    });
    expect(encodeListing(page(rows), encodeSearchInfo).toString()).toBe(serialize({ products, info }));
    expect(encodeListing(page([]), encodeSearchInfo).toString()).toBe(serialize({ products: [], info }));
  });
});
