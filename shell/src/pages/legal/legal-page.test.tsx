import { screen, within } from '@testing-library/react';
import { type Language } from 'shared-contracts';
import { type LegalPageId } from './legal-pages';
import { findLegalText, renderLegalPage } from './legal-test-utils';

const TITLES: Record<LegalPageId, Record<Language, string>> = {
  faqs: { 'es-ES': 'Preguntas frecuentes', 'en-US': 'Frequently asked questions' },
  'refunds-policy': { 'es-ES': 'Política de devoluciones', 'en-US': 'Returns and refunds policy' },
  shipping: { 'es-ES': 'Envíos', 'en-US': 'Shipping' },
  'privacy-policy': { 'es-ES': 'Política de privacidad', 'en-US': 'Privacy policy' },
  'terms-of-use': { 'es-ES': 'Condiciones de uso', 'en-US': 'Terms of use' },
  'cookies-policy': { 'es-ES': 'Política de cookies', 'en-US': 'Cookie policy' },
  'legal-advise': { 'es-ES': 'Aviso legal', 'en-US': 'Legal notice' },
};

const cases = Object.entries(TITLES).flatMap(([page, titles]) =>
  Object.entries(titles).map(
    ([language, title]) => [page as LegalPageId, language as Language, title] as const,
  ),
);

describe('legal pages', () => {
  it.each(cases)('%s in %s shows its one title and names the tab after it', async (page, language, title) => {
    await renderLegalPage(page, language);

    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual([title]);
    expect(document.title).toBe(`${title} · Olmo · Estudio de interiorismo`);
  });

  it.each<Language>(['es-ES', 'en-US'])('shipping in %s shows its title only', async (language) => {
    const { container } = await renderLegalPage('shipping', language);
    // Give any text a chance to load: there must be none.
    await new Promise((resolve) => setTimeout(resolve, 20));

    const article = container.querySelector('article');
    expect(article?.children).toHaveLength(1);
    expect(article?.firstElementChild?.tagName).toBe('H1');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('gives the tab its old title back when the page is left', async () => {
    document.title = 'Olmo';
    const { unmount } = await renderLegalPage('terms-of-use', 'es-ES');
    unmount();
    expect(document.title).toBe('Olmo');
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
