import { render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type Language } from 'shared-contracts';
import { ErrorPage } from './error-page';
import { switchLanguage } from './legal/legal-test-utils';
import { NotFoundPage } from './not-found-page';

async function renderAt(page: ReactElement, path: string, language: Language) {
  await switchLanguage(language);
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const headAttribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

describe('/error', () => {
  it.each([
    [
      'es-ES',
      'Algo no ha ido bien',
      'No hemos encontrado lo que buscabas o no se ha podido mostrar. Puedes volver al inicio y seguir explorando.',
      undefined,
    ],
    [
      'en-US',
      'Something went wrong',
      'We could not find or show what you were looking for. You can go back to the home page and keep exploring.',
      undefined,
    ],
  ] as const)(
    'in %s heads the page with its title and message, names the tab and describes itself, kept out of search engines',
    async (language, title, description, canonical) => {
      await renderAt(<ErrorPage />, '/error', language);

      const header = screen.getByRole('heading', { level: 1, name: title }).closest('header')!;
      expect([...header.children].map((line) => line.textContent)).toEqual([title, description]);
      expect(document.title).toBe(`${title} · Olmo`);
      expect(headAttribute('meta[name="description"]', 'content')).toBe(description);
      expect(headAttribute('link[rel="canonical"]', 'href')).toBe(canonical);
      expect(headAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    },
  );
});

describe('a path nobody owns', () => {
  it.each([
    ['es-ES', 'Página no encontrada', 'La dirección que has abierto no existe o ha cambiado.', undefined],
    ['en-US', 'Page not found', 'The address you opened does not exist or has changed.', undefined],
  ] as const)(
    'in %s heads the page with its title and message, names the tab and describes itself, kept out of search engines',
    async (language, title, description, canonical) => {
      await renderAt(<NotFoundPage />, '/nowhere?page=2', language);

      const header = screen.getByRole('heading', { level: 1, name: title }).closest('header')!;
      expect([...header.children].map((line) => line.textContent)).toEqual([title, description]);
      expect(document.title).toBe(`${title} · Olmo`);
      expect(headAttribute('meta[name="description"]', 'content')).toBe(description);
      expect(headAttribute('link[rel="canonical"]', 'href')).toBe(canonical);
      expect(headAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    },
  );
});
