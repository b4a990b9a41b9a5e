// The server-rendered account pages hydrate in the browser as they were rendered: the first
// browser render is the server's (no storage or window read while rendering, nothing random,
// the visitor's own bus topics not yet known), and what the server loaded is not asked again.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Root, hydrateRoot } from 'react-dom/client';
import { createPageQueryClient, hydratePageData } from 'remote-kit';
import { type FakeApi, fakeApi, installApi, productDetail, reply, setTestLanguage } from 'remote-kit/testing';
import { type Session, createBus, getProductCall, getProfileCall, loginCall, paths } from 'shared-contracts';
import { AccountPageTree, type ServerPage } from '../testing/render-on-server';
import serverPages from './server-pages.json';

const SESSION: Session = { token: 'tok-7', userId: 7, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };

// React's Node renderer (the server's) schedules its work with setImmediate, which Jest's jsdom
// environment leaves out.
globalThis.setImmediate ??= ((run: () => void) => setTimeout(run, 0)) as unknown as typeof setImmediate;

/**
 * The page as the server sends it, rendered in a module registry of its own: the server's own
 * React, i18next and bus, as in a server process. Its lazy pages load inside it too.
 */
async function serverPage(url: string, api: FakeApi): Promise<ServerPage> {
  let page: ServerPage | undefined;
  await jest.isolateModulesAsync(async () => {
    const { renderOnServer } = await import('../testing/render-on-server');
    page = await renderOnServer(url, { fetch: api.fetch });
  });
  return page!;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** Hydrates the server's page in the browser, for a visitor or a signed-in customer. */
async function hydrate(
  url: string,
  { api = fakeApi(), session = null as Session | null, beforeScripts = () => {} } = {},
) {
  // The kit's example password is random: the same one on both sides here.
  jest.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => array);
  const page = await serverPage(url, api);
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.pageData}`;
  beforeScripts();

  const bus = createBus();
  setTestLanguage('en-US', bus);
  bus.publish('session.changed', session);
  installApi(api, bus);
  const queryClient = createPageQueryClient();
  hydratePageData(queryClient);

  const consoleErrors = jest.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <AccountPageTree url={url} bus={bus} queryClient={queryClient} />,
      { onRecoverableError: (error) => void recoverableErrors.push(error) },
    );
  });
  return { serverHtml: page.html, hydrationErrors: [...recoverableErrors, ...consoleErrors.mock.calls] };
}

describe('the server-rendered account pages in the browser', () => {
  it.each([...serverPages, '/recover-password?token=abc'])(
    'hydrate %s as the server rendered it',
    async (url) => {
      const { hydrationErrors } = await hydrate(url);
      expect(hydrationErrors).toEqual([]);
    },
  );

  it.each(['/login', '/register', '/login-register-checkout'])(
    'tell a signed-in customer on %s so right after hydrating',
    async (url) => {
      const { serverHtml, hydrationErrors } = await hydrate(url, { session: SESSION });
      expect(serverHtml).not.toContain('You are already signed in');
      expect(hydrationErrors).toEqual([]);
      expect(await screen.findByText(/You are already signed in/)).toBeInTheDocument();
    },
  );

  it('show the product /ask-availability was rendered with, without asking for it again', async () => {
    const api: FakeApi = fakeApi().on(getProductCall, ({ params }) =>
      productDetail(params.id, { name: 'Nube lamp' }),
    );
    const { serverHtml, hydrationErrors } = await hydrate(paths.askAvailability(12), { api });
    expect(serverHtml).toContain('Nube lamp');
    expect(hydrationErrors).toEqual([]);
    expect(screen.getByRole('link', { name: 'Nube lamp' })).toBeInTheDocument();
    expect(api.callsOf(getProductCall)).toHaveLength(1);
  });

  it('write the signed-in customer’s e-mail into /ask-availability once hydrated', async () => {
    const api = fakeApi()
      .on(getProductCall, ({ params }) => productDetail(params.id, { name: 'Nube lamp' }))
      .on(getProfileCall, () => ({ userId: 7, email: 'ana@example.com', createdAt: '2026-01-02T03:04:05Z' }));
    const { serverHtml, hydrationErrors } = await hydrate(paths.askAvailability(12), {
      api,
      session: SESSION,
    });
    expect(serverHtml).not.toContain('ana@example.com');
    expect(hydrationErrors).toEqual([]);
    expect(await screen.findByDisplayValue('ana@example.com')).toHaveAccessibleName('E-mail');
  });

  it('sign in with what the customer typed on /login before the page was hydrated', async () => {
    const api = fakeApi().on(loginCall, () =>
      reply.errors(401, { password: ['Incorrect email or password'] }),
    );
    const { serverHtml, hydrationErrors } = await hydrate('/login', {
      api,
      beforeScripts: () => {
        (document.querySelector('input[type="email"]') as HTMLInputElement).value = 'ana@example.com';
        (document.querySelector('input[type="password"]') as HTMLInputElement).value = 'secret password';
      },
    });
    // Until hydrated, the browser cannot send the form itself (to /login?email=…&password=…).
    expect(serverHtml).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Sign in/);
    expect(hydrationErrors).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(api.callsOf(loginCall).map((call) => call.body)).toEqual([
      { email: 'ana@example.com', password: 'secret password' },
    ]);
  });
});
