import { renderToString } from 'react-dom/server';
import { type Language, createBus } from 'shared-contracts';
import { BusProvider } from '../bus/bus-context';
import { PageHead, type PageHeadProps } from './page-head';

function headOf(props: PageHeadProps, language: Language, origin = 'https://shop.example'): Document {
  const bus = createBus();
  bus.publish('language.changed', language);
  bus.publish('page.origin', origin);
  const html = renderToString(
    <BusProvider bus={bus}>
      <PageHead {...props} />
    </BusProvider>,
  );
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
}

const attribute = (page: Document, selector: string, name: string) =>
  page.querySelector(selector)?.getAttribute(name);

const SOFA: PageHeadProps = {
  title: 'Sofá Lino',
  description: 'Sofá de tres plazas, 1.299,00 €.',
  canonicalPath: '/products/12',
  image: '/images/products/12-1.webp',
  type: 'product',
};

describe('PageHead', () => {
  it('writes the title with the shop name, the description and the sharing cards with absolute addresses', () => {
    const page = headOf(SOFA, 'es-ES');
    expect(page.title).toBe('Sofá Lino · Olmo');
    expect(attribute(page, 'meta[name="description"]', 'content')).toBe('Sofá de tres plazas, 1.299,00 €.');
    expect(attribute(page, 'meta[property="og:title"]', 'content')).toBe('Sofá Lino · Olmo');
    expect(attribute(page, 'meta[property="og:type"]', 'content')).toBe('product');
    expect(attribute(page, 'meta[property="og:locale"]', 'content')).toBe('es_ES');
    expect(attribute(page, 'meta[property="og:image"]', 'content')).toBe(
      'https://shop.example/images/products/12-1.webp',
    );
    expect(attribute(page, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attribute(page, 'meta[name="twitter:image"]', 'content')).toBe(
      'https://shop.example/images/products/12-1.webp',
    );
  });

  it("names the page's address in each language: Castellano at the plain address, English with ?lang=en", () => {
    for (const language of ['es-ES', 'en-US'] as const) {
      const page = headOf({ ...SOFA, canonicalPath: '/type_products/sofas?page=2' }, language);
      expect(attribute(page, 'link[hreflang="es-ES"]', 'href')).toBe(
        'https://shop.example/type_products/sofas?page=2',
      );
      expect(attribute(page, 'link[hreflang="en-US"]', 'href')).toBe(
        'https://shop.example/type_products/sofas?page=2&lang=en',
      );
      expect(attribute(page, 'link[hreflang="x-default"]', 'href')).toBe(
        'https://shop.example/type_products/sofas?page=2',
      );
    }
  });

  it("is canonical in its own language's address", () => {
    expect(attribute(headOf(SOFA, 'es-ES'), 'link[rel="canonical"]', 'href')).toBe(
      'https://shop.example/products/12',
    );
    const english = headOf(SOFA, 'en-US');
    expect(attribute(english, 'link[rel="canonical"]', 'href')).toBe(
      'https://shop.example/products/12?lang=en',
    );
    expect(attribute(english, 'meta[property="og:url"]', 'content')).toBe(
      'https://shop.example/products/12?lang=en',
    );
    expect(attribute(english, 'meta[property="og:locale"]', 'content')).toBe('en_US');
  });

  it("keeps a visitor's own page out of search engines: no canonical, no alternates, noindex", () => {
    const page = headOf({ title: 'Carrito' }, 'es-ES');
    expect(page.title).toBe('Carrito · Olmo');
    expect(attribute(page, 'meta[name="robots"]', 'content')).toBe('noindex');
    expect(page.querySelector('link')).toBeNull();
    expect(page.querySelector('meta[name="description"]')).toBeNull();
    expect(attribute(page, 'meta[name="twitter:card"]', 'content')).toBe('summary');
  });
});
