/** @jest-environment node */
// The account's server-rendered pages in Node, as the server renders them: no window, no
// document, no storage, while rendering or when their modules are evaluated.
import { fakeApi, productDetail } from 'remote-kit/testing';
import { type Language, getProductCall, paths } from 'shared-contracts';
import { renderOnServer } from '../testing/render-on-server';
import serverPages from './server-pages.json';

const render = async (url: string, language: Language = 'en-US', api = fakeApi()) =>
  (await renderOnServer(url, { language, fetch: api.fetch })).html;

describe('the account pages rendered on the server', () => {
  it('runs where there is no browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  const PAGES: Array<[url: string, title: string, text: string]> = [
    ['/login', 'Sign in', 'Remember me'],
    ['/register', 'Create account', 'Repeat the password'],
    ['/login-register-checkout', 'Sign in or register', 'Repeat the password'],
    ['/recover-password', 'Recover password', 'Send link'],
    ['/recover-password?token=abc', 'Choose a new password', 'Save and sign in'],
    ['/contact', 'Contact', 'Open WhatsApp'],
    ['/ask-availability', 'Ask availability', 'Go to the shop'],
  ];

  it('covers every page the server renders', () => {
    expect(serverPages.filter((page) => !PAGES.some(([url]) => url === page))).toEqual([]);
  });

  it.each(PAGES)('renders %s', async (url, title, text) => {
    const html = await render(url);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(text);
  });

  it.each([
    ['en-US', 'Contact · Olmo', 'Tell us about your project', '/contact?lang=en'],
    ['es-ES', 'Contacto · Olmo', 'Cuéntanos tu proyecto', '/contact'],
  ] as const)(
    'sends the page’s head with the page, in %s',
    async (language, title, description, canonical) => {
      const html = await render('/contact', language);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(new RegExp(`<meta name="description" content="${description}[^"]*"/>`));
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    },
  );

  it('sends a customer’s own page with noindex and no canonical address', async () => {
    const html = await render('/login-register-checkout');
    expect(html).toContain('<title>Sign in or register · Olmo</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('renders /ask-availability with the product it prefetched, in the page’s language', async () => {
    const api = fakeApi().on(getProductCall, ({ params, query }) =>
      productDetail(params.id, { name: query.language === 'es' ? 'Lámpara Nube' : 'Nube lamp' }),
    );
    const html = await render(paths.askAvailability(12), 'es-ES', api);
    expect(html).toContain('Lámpara Nube');
    expect(html).toContain('src="/images/p12-a.svg"');
    expect(html).toContain('Pregúntanos');
    expect(api.calls).toHaveLength(1);
  });

  it('renders a visitor’s view of the personal pages: nothing of anyone’s', async () => {
    expect(await render('/profile')).toContain('Sign in to see your profile.');
    expect(await render('/orders')).toContain('You should be authenticated to see your orders.');
  });
});
