import { screen, within } from '@testing-library/react';
import { type Language } from 'shared-contracts';
import { type LegalPageId } from './legal-pages';
import { findLegalText, renderLegalPage } from './legal-test-utils';

const PAGES: Record<LegalPageId, Record<Language, { title: string; description: string }>> = {
  faqs: {
    'es-ES': {
      title: 'Preguntas frecuentes',
      description:
        'Respuestas a las dudas más habituales sobre pedidos, pagos, envíos, devoluciones y códigos de descuento en Olmo, estudio de interiorismo.',
    },
    'en-US': {
      title: 'Frequently asked questions',
      description:
        'Answers to the most common questions about orders, payment, delivery, returns and discount codes at Olmo, an interior-design studio.',
    },
  },
  'refunds-policy': {
    'es-ES': {
      title: 'Política de devoluciones',
      description:
        'Cómo devolver un producto comprado en Olmo: los 14 días naturales para desistir, cómo enviarlo de vuelta y cuándo te devolvemos el dinero.',
    },
    'en-US': {
      title: 'Returns and refunds policy',
      description:
        'How to return a product bought from Olmo: the 14 calendar days to withdraw, how to send it back and when we refund your money.',
    },
  },
  shipping: {
    'es-ES': {
      title: 'Envíos',
      description:
        'Cómo y dónde entregamos los pedidos de la tienda online de Olmo, estudio de interiorismo.',
    },
    'en-US': {
      title: 'Shipping',
      description: "How and where we deliver the orders of Olmo's online shop, an interior-design studio.",
    },
  },
  'privacy-policy': {
    'es-ES': {
      title: 'Política de privacidad',
      description:
        'Qué datos personales trata Olmo, para qué y durante cuánto tiempo, con quién los comparte y cómo ejercer tus derechos.',
    },
    'en-US': {
      title: 'Privacy policy',
      description:
        'Which personal data Olmo processes, what for and for how long, who it is shared with and how to exercise your rights.',
    },
  },
  'terms-of-use': {
    'es-ES': {
      title: 'Condiciones de uso',
      description:
        'Las condiciones de compra y de uso de la tienda online de Olmo: tu cuenta, los pedidos, los precios, el pago, la entrega y las devoluciones.',
    },
    'en-US': {
      title: 'Terms of use',
      description:
        "The terms of purchase and use of Olmo's online shop: your account, orders, prices, payment, delivery and returns.",
    },
  },
  'cookies-policy': {
    'es-ES': {
      title: 'Política de cookies',
      description:
        'Qué guarda la tienda de Olmo en tu navegador (cookies y almacenamiento local), para qué lo usa y cómo cambiar tu respuesta o borrarlo.',
    },
    'en-US': {
      title: 'Cookie policy',
      description:
        "What Olmo's shop keeps in your browser (cookies and local storage), what it is used for and how to change your answer or delete it.",
    },
  },
  'legal-advise': {
    'es-ES': {
      title: 'Aviso legal',
      description:
        'Los datos del titular de la tienda online de Olmo y las condiciones legales de uso del sitio web.',
    },
    'en-US': {
      title: 'Legal notice',
      description:
        "The details of the owner of Olmo's online shop and the legal terms of use of the website.",
    },
  },
};

const PATHS: Record<LegalPageId, string> = {
  faqs: '/pages/faqs',
  'refunds-policy': '/pages/refunds-policy',
  shipping: '/pages/shipping',
  'privacy-policy': '/pages/privacy-policy',
  'terms-of-use': '/pages/terms-of-use',
  'cookies-policy': '/pages/cookies-policy',
  'legal-advise': '/pages/legal-advise',
};

const cases = Object.entries(PAGES).flatMap(([page, languages]) =>
  Object.entries(languages).map(
    ([language, { title, description }]) =>
      [page as LegalPageId, language as Language, title, description] as const,
  ),
);

const headAttribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

describe('legal pages', () => {
  it.each(cases)(
    '%s in %s shows its one title, names the tab after it and describes itself',
    async (page, language, title, description) => {
      await renderLegalPage(page, language);

      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings.map((heading) => heading.textContent)).toEqual([title]);
      expect(document.title).toBe(`${title} · Olmo`);
      expect(headAttribute('meta[name="description"]', 'content')).toBe(description);
    },
  );

  it.each(cases)('%s in %s is canonical at its own address, for search engines', async (page, language) => {
    await renderLegalPage(page, language);

    const address = language === 'es-ES' ? PATHS[page] : `${PATHS[page]}?lang=en`;
    expect(headAttribute('link[rel="canonical"]', 'href')).toBe(address);
    expect(headAttribute('link[hreflang="es-ES"]', 'href')).toBe(PATHS[page]);
    expect(headAttribute('link[hreflang="en-US"]', 'href')).toBe(`${PATHS[page]}?lang=en`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each<Language>(['es-ES', 'en-US'])('shipping in %s shows its title only', async (language) => {
    const { container } = await renderLegalPage('shipping', language);
    // Give any text a chance to load: there must be none.
    await new Promise((resolve) => setTimeout(resolve, 20));

    const article = container.querySelector('article');
    expect(article?.children).toHaveLength(1);
    const header = article!.firstElementChild!;
    expect(header.tagName).toBe('HEADER');
    expect([...header.children].map((line) => line.tagName)).toEqual(['H1']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('takes its head away when the page is left, giving the tab its old title back', async () => {
    document.title = 'Olmo';
    const { unmount } = await renderLegalPage('terms-of-use', 'es-ES');
    expect(document.title).toBe('Condiciones de uso · Olmo');
    unmount();
    expect(document.title).toBe('Olmo');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it.each<LegalPageId>([
    'refunds-policy',
    'privacy-policy',
    'terms-of-use',
    'cookies-policy',
    'legal-advise',
  ])('%s has a table of contents whose links reach its sections', async (page) => {
    await renderLegalPage(page, 'es-ES');
    const toc = await findLegalText();

    const links = within(toc).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links.map((link) => link.textContent)).toEqual(headings.map((heading) => heading.textContent));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      headings.map((heading) => `#${heading.id}`),
    );
  });

  it('shows the date of the last revision in the reader’s language', async () => {
    await renderLegalPage('privacy-policy', 'es-ES');
    await findLegalText();

    const time = document.querySelector('time');
    expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time?.parentElement?.textContent).toMatch(/^Última actualización: \d{1,2} de \w+ de \d{4}$/);
  });
});
