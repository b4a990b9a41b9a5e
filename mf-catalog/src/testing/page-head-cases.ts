// Tests only: each catalogue page's head as a shopper (and a search engine) should find it, in
// both languages, on an API that answers in the language asked. Server and browser tests both
// check these, so the head is the same whichever side rendered the page.
import { type FakeApi, productDetail, reply, typeProductsAnswer } from 'remote-kit/testing';
import { type Language, getProductCall, getTypeProductsCall } from 'shared-contracts';
import { catalogApi } from './catalog-api';

/** The shop's public address, as the shell publishes it on 'page.origin'. */
export const ORIGIN = 'https://shop.example';

const LAMP_TEXT = {
  es:
    'Lámpara de pie con brazo en arco de latón cepillado, pantalla de lino crudo y base de mármol ' +
    'de Carrara, que ilumina el sofá o la mesa de lectura sin ocupar el centro de la habitación. ' +
    'Mide 180 cm de alto.',
  en:
    'Floor lamp with a brushed brass arc arm, a raw linen shade and a Carrara marble base that lights ' +
    'the sofa or the reading table without taking the middle of the room. It stands 180 cm tall.',
};

/**
 * The catalogue's API (catalogApi) where product 12 is a 1,299 € lamp with a long description,
 * product 7 a vase with a short one, any other product unknown; and category 'tablelamps' holds
 * 42 products, any other category is unknown.
 */
export function pageHeadApi(): FakeApi {
  return catalogApi()
    .on(getProductCall, ({ params, query }) => {
      const en = query.language === 'en';
      if (params.id === 12) {
        return productDetail(12, {
          name: en ? 'Arco floor lamp' : 'Lámpara Arco',
          price: 1299,
          description: en ? LAMP_TEXT.en : LAMP_TEXT.es,
        });
      }
      if (params.id === 7) {
        return productDetail(7, {
          name: en ? 'Gres vase' : 'Jarrón de gres',
          price: 45,
          description: en
            ? 'A hand-glazed stoneware vase. Each piece is unique.'
            : 'Jarrón de gres esmaltado a mano. Cada pieza es única.',
        });
      }
      return reply.errors(404, { product: ['Not found'] });
    })
    .on(getTypeProductsCall, ({ params, query }) =>
      params.name === 'tablelamps'
        ? typeProductsAnswer(5, {
            page: query.page,
            size: 42,
            name_show: query.language === 'en' ? 'Table lamps' : 'Lámparas de mesa',
            image: '/static_images/image_type/tablelamps.svg',
          })
        : reply.errors(404, { type_product: ['Not found'] }),
    );
}

export interface PageHeadCase {
  url: string;
  language: Language;
  title: string;
  description: string | undefined;
  /** Without one, the page is kept out of search indexes (noindex). */
  canonical: string | undefined;
  image?: string;
}

const NBSP = '\u00a0';

export const PAGE_HEAD_CASES: PageHeadCase[] = [
  {
    url: '/?utm_source=newsletter&fbclid=abc',
    language: 'es-ES',
    title: 'Interiorismo, muebles y decoración · Olmo',
    description:
      'Olmo, estudio de interiorismo en Madrid: muebles, decoración, lámparas y accesorios elegidos pieza a pieza para espacios serenos.',
    canonical: `${ORIGIN}/`,
  },
  {
    url: '/',
    language: 'en-US',
    title: 'Interior design, furniture and decor · Olmo',
    description:
      'Olmo, an interior design studio in Madrid: furniture, decor, lamps and accessories chosen piece by piece for calm spaces.',
    canonical: `${ORIGIN}/?lang=en`,
  },
  {
    url: '/collections/lamps?utm_campaign=spring',
    language: 'es-ES',
    title: 'Lámparas · Olmo',
    description:
      'Lámparas: 4 categorías en Olmo, con piezas elegidas una a una por nuestro estudio de interiorismo.',
    canonical: `${ORIGIN}/collections/lamparas`,
  },
  {
    url: '/collections/lamparas',
    language: 'en-US',
    title: 'Lamps · Olmo',
    description: 'Lamps: 4 categories at Olmo, with pieces chosen one by one by our interior design studio.',
    canonical: `${ORIGIN}/collections/lamparas?lang=en`,
  },
  {
    url: '/collections/jardin',
    language: 'es-ES',
    title: 'No encontramos esta colección · Olmo',
    description: undefined,
    canonical: undefined,
  },
  {
    url: '/collections/jardin',
    language: 'en-US',
    title: "We can't find this collection · Olmo",
    description: undefined,
    canonical: undefined,
  },
  {
    url: '/type_products/tablelamps?page=1&sort_by=best_selling&utm_source=newsletter&ascending=true',
    language: 'es-ES',
    title: 'Lámparas de mesa · Olmo',
    description:
      'Lámparas de mesa: 42 productos en Olmo. Filtra por precio, ordena a tu gusto y encuentra la pieza para tu casa.',
    canonical: `${ORIGIN}/type_products/tablelamps`,
  },
  {
    url: '/type_products/tablelamps?page=3&sort_by=price_asc&price_min=40&price_max=120&fbclid=abc&lang=en',
    language: 'es-ES',
    title: 'Lámparas de mesa · Olmo',
    description:
      'Lámparas de mesa: 42 productos en Olmo. Filtra por precio, ordena a tu gusto y encuentra la pieza para tu casa.',
    canonical: `${ORIGIN}/type_products/tablelamps?price_min=40&price_max=120&sort_by=price_asc&page=3`,
  },
  {
    url: '/type_products/tablelamps?page=2',
    language: 'en-US',
    title: 'Table lamps · Olmo',
    description:
      'Table lamps: 42 products at Olmo. Filter by price, sort as you like and find the right piece for your home.',
    canonical: `${ORIGIN}/type_products/tablelamps?page=2&lang=en`,
  },
  {
    url: '/products/12?utm_source=newsletter',
    language: 'es-ES',
    title: 'Lámpara Arco · Olmo',
    description:
      `Lámpara Arco por 1.299,00${NBSP}€ en Olmo. Lámpara de pie con brazo en arco de latón cepillado, ` +
      'pantalla de lino crudo y base de mármol de Carrara, que ilumina el sofá o la mesa de lectura sin…',
    canonical: `${ORIGIN}/products/12`,
    image: `${ORIGIN}/images/p12-a.svg`,
  },
  {
    url: '/products/12',
    language: 'en-US',
    title: 'Arco floor lamp · Olmo',
    description:
      `Arco floor lamp for 1,299.00${NBSP}€ at Olmo. Floor lamp with a brushed brass arc arm, a raw linen ` +
      'shade and a Carrara marble base that lights the sofa or the reading table without taking the middle…',
    canonical: `${ORIGIN}/products/12?lang=en`,
    image: `${ORIGIN}/images/p12-a.svg`,
  },
  {
    url: '/products/7',
    language: 'es-ES',
    title: 'Jarrón de gres · Olmo',
    description: `Jarrón de gres por 45,00${NBSP}€ en Olmo. Jarrón de gres esmaltado a mano.`,
    canonical: `${ORIGIN}/products/7`,
    image: `${ORIGIN}/images/p7-a.svg`,
  },
  {
    url: '/products/7',
    language: 'en-US',
    title: 'Gres vase · Olmo',
    description: `Gres vase for 45.00${NBSP}€ at Olmo. A hand-glazed stoneware vase.`,
    canonical: `${ORIGIN}/products/7?lang=en`,
    image: `${ORIGIN}/images/p7-a.svg`,
  },
  {
    url: '/search?query=l%C3%A1mpara&page=1&utm_source=newsletter',
    language: 'es-ES',
    title: 'Resultados para «lámpara» · Olmo',
    description:
      '2 productos para «lámpara» en Olmo: muebles, decoración, lámparas y accesorios elegidos por nuestro estudio.',
    canonical: `${ORIGIN}/search?query=l%C3%A1mpara`,
  },
  {
    url: '/search?sort_by=price_desc&query=%20lamp%20&page=3',
    language: 'en-US',
    title: 'Results for “lamp” · Olmo',
    description:
      '2 products for “lamp” at Olmo: furniture, decor, lamps and accessories chosen by our studio.',
    canonical: `${ORIGIN}/search?query=lamp&sort_by=price_desc&page=3&lang=en`,
  },
  {
    url: '/search?utm_source=newsletter',
    language: 'es-ES',
    title: 'Buscar productos · Olmo',
    description: 'Busca entre los muebles, la decoración, las lámparas y los accesorios de Olmo.',
    canonical: `${ORIGIN}/search`,
  },
  {
    url: '/search?query=%20%20',
    language: 'en-US',
    title: 'Search products · Olmo',
    description: 'Search Olmo’s furniture, decor, lamps and accessories.',
    canonical: `${ORIGIN}/search?lang=en`,
  },
  {
    url: '/sales?page=1&utm_campaign=spring&sort_by=best_selling',
    language: 'es-ES',
    title: 'Rebajas · Olmo',
    description:
      'Rebajas en Olmo: muebles, decoración, lámparas y accesorios de todas las colecciones a precio reducido, hasta agotar existencias.',
    canonical: `${ORIGIN}/sales`,
  },
  {
    url: '/sales?price_min=30&price_max=80&sort_by=name_asc',
    language: 'en-US',
    title: 'Sales · Olmo',
    description:
      'Sales at Olmo: furniture, decor, lamps and accessories from every collection at reduced prices, while stock lasts.',
    canonical: `${ORIGIN}/sales?price_min=30&price_max=80&sort_by=name_asc&lang=en`,
  },
  {
    url: '/wishlist?utm_source=newsletter',
    language: 'es-ES',
    title: 'Favoritos · Olmo',
    description:
      'Las piezas que has guardado. Se quedan en este dispositivo y, cuando inicias sesión, en tu cuenta.',
    // The visitor's own list: kept out of search engines.
    canonical: undefined,
  },
  {
    url: '/wishlist',
    language: 'en-US',
    title: 'Wishlist · Olmo',
    description:
      'The pieces you have set aside. They stay on this device and, once you log in, in your account.',
    canonical: undefined,
  },
];
