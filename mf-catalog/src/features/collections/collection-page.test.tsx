import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeApi,
  collectionRequests,
  fakeCollectionsApi,
  renderRemote,
  setTestLanguage,
} from 'remote-kit/testing';
import { type Language, ROUTES } from 'shared-contracts';
import CollectionPage from './collection-page';

const openCollection = (url: string, api: FakeApi, language: Language = 'es-ES') =>
  renderRemote(<CollectionPage />, { route: ROUTES.collection, url, language, api });

const tileLinks = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace('→', '').trim(), link.getAttribute('href')]);

it('lists a collection by its Spanish slug, in Castellano', async () => {
  const api = fakeCollectionsApi();
  openCollection('/collections/lamparas', api);

  expect(await screen.findByRole('link', { name: 'Apliques' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Lámparas' })).toBeInTheDocument();
  expect(collectionRequests(api)).toEqual([{ slug: 'lamparas', language: 'es' }]);
  expect(tileLinks()).toEqual([
    ['Lámparas de pie', '/type_products/floorlamps'],
    ['Lámparas de mesa', '/type_products/tablelamps'],
    ['Lámparas de techo', '/type_products/pendantlamps'],
    ['Apliques', '/type_products/walllights'],
  ]);
});

it('lists a collection by its English slug, in English, linking names lowercased without spaces', async () => {
  const api = fakeCollectionsApi();
  openCollection('/collections/furnitures', api, 'en-US');

  expect(await screen.findByRole('link', { name: 'Sofas' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Furniture' })).toBeInTheDocument();
  expect(collectionRequests(api)).toEqual([{ slug: 'furnitures', language: 'en' }]);
  expect(tileLinks()).toContainEqual(['Dining tables', '/type_products/diningtables']);
  const sofas = screen.getByRole('link', { name: 'Sofas' });
  const picture = sofas.querySelector('img')!;
  expect(picture).toHaveAttribute('src', '/static_images/image_type/sofas.svg');
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('width');
  expect(picture).toHaveAttribute('height');
});

it.each([
  [
    'es-ES',
    '/collections/lamparas',
    [
      'Colección',
      'Lámparas',
      'Luz cálida para cada hora del día: lámparas de pie, de mesa y de techo, y apliques en metal, vidrio y fibras.',
    ],
  ],
  [
    'en-US',
    '/collections/lamps',
    [
      'Collection',
      'Lamps',
      'Warm light for every hour of the day: floor, table and pendant lamps, and wall lights in metal, glass and fiber.',
    ],
  ],
] as const)(
  'in %s heads the collection with its eyebrow, name and introduction',
  async (language, url, lines) => {
    openCollection(url, fakeCollectionsApi(), language);
    await screen.findByRole('link', { name: language === 'es-ES' ? 'Apliques' : 'Wall lights' });
    const title = screen.getByRole('heading', { level: 1, name: lines[1] });
    expect([...title.closest('header')!.children].map((line) => line.textContent)).toEqual(lines);
    expect(document.title).toBe(`${lines[1]} · Olmo`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      language === 'es-ES' ? '/collections/lamparas' : '/collections/lamparas?lang=en',
    );
  },
);

it('takes either slug in either language, and asks the API in the visitor language', async () => {
  const api = fakeCollectionsApi();
  openCollection('/collections/decor', api);

  expect(await screen.findByRole('link', { name: 'Jarrones' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Decoración' })).toBeInTheDocument();
  expect(collectionRequests(api)).toEqual([{ slug: 'decoracion', language: 'es' }]);
});

it('opens a type product from its tile', async () => {
  const { probe } = openCollection('/collections/accesorios', fakeCollectionsApi());
  await userEvent.click(await screen.findByRole('link', { name: 'Cestas' }));
  expect(probe.pathname).toBe('/type_products/baskets');
});

it('links to the other three collections in the visitor language', async () => {
  const api = fakeCollectionsApi();
  openCollection('/collections/lamparas', api);
  await screen.findByRole('link', { name: 'Apliques' });
  const others = screen.getByRole('navigation', { name: 'Otras colecciones' });
  expect(
    within(others)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/collections/coleccionmuebles', '/collections/decoracion', '/collections/accesorios']);
});

it('shows placeholders while loading, announced once', async () => {
  const api = fakeCollectionsApi();
  openCollection('/collections/lamparas', api);
  expect(screen.getByRole('status')).toHaveTextContent('Cargando la colección…');
  expect(screen.getByTestId('tile-skeleton').children).toHaveLength(6);
  // Our own name stands in for the API's, so the title is there from the first paint.
  expect(screen.getByRole('heading', { level: 1, name: 'Lámparas' })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Apliques' });
  expect(screen.queryByTestId('tile-skeleton')).not.toBeInTheDocument();
});

it('says plainly that an unknown collection does not exist, without asking the API', async () => {
  const api = fakeCollectionsApi();
  openCollection('/collections/jardin', api);

  const title = screen.getByRole('heading', { level: 1, name: 'No encontramos esta colección' });
  expect([...title.closest('header')!.children].map((line) => line.textContent)).toEqual([
    'Colección',
    'No encontramos esta colección',
    'La dirección «jardin» no corresponde a ninguna de nuestras colecciones. Quizá el enlace ha cambiado; estas son las que tenemos:',
  ]);
  expect(document.title).toBe('No encontramos esta colección · Olmo');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const suggestions = screen.getByRole('navigation', { name: 'Nuestras colecciones' });
  expect(within(suggestions).getAllByRole('link')).toHaveLength(4);
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  expect(collectionRequests(api)).toEqual([]);
});

it('shows the not-found state when the API does not know the collection either', async () => {
  const api = fakeCollectionsApi(() => 'not-found');
  openCollection('/collections/lamps', api, 'en-US');
  const title = await screen.findByRole('heading', { level: 1, name: "We can't find this collection" });
  expect([...title.closest('header')!.children].map((line) => line.textContent)).toEqual([
    'Collection',
    "We can't find this collection",
    "The address “lamps” doesn't match any of our collections. The link may have changed; these are the ones we have:",
  ]);
});

it.each(['network-error', 'server-error', 'bad-response'] as const)(
  'offers a retry after a %s, and recovers',
  async (failure) => {
    let failing = true;
    const api = fakeCollectionsApi(() => (failing ? failure : 'ok'));
    openCollection('/collections/coleccionmuebles', api);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar esta colección');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('link', { name: 'Sofás' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(collectionRequests(api)).toHaveLength(2);
  },
);

it('loads the collection again in the new language when the language changes', async () => {
  const api = fakeCollectionsApi();
  openCollection('/collections/lamparas', api);
  await screen.findByRole('link', { name: 'Apliques' });

  act(() => setTestLanguage('en-US'));
  expect(await screen.findByRole('link', { name: 'Wall lights' })).toBeInTheDocument();
  expect(collectionRequests(api).at(-1)).toEqual({ slug: 'lamps', language: 'en' });
});

it('keeps a collection on screen through a failed refresh', async () => {
  let failing = false;
  const api = fakeCollectionsApi(() => (failing ? 'server-error' : 'ok'));
  const { queryClient } = openCollection('/collections/lamparas', api);
  await screen.findByRole('link', { name: 'Apliques' });

  failing = true;
  await act(() => queryClient.refetchQueries());
  expect(collectionRequests(api)).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Apliques' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
