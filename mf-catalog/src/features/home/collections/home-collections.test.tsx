import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, collectionRequests, fakeCollectionsApi, renderRemote } from 'remote-kit/testing';
import { type Language, ROUTES } from 'shared-contracts';
import { HomeCollections } from './home-collections';

const openHome = (api: FakeApi, language: Language = 'es-ES') =>
  renderRemote(<HomeCollections />, { route: ROUTES.home, url: '/', language, api });

/** Waits until every collection grid has its tiles (accessories load last in the fixtures). */
const collectionsLoaded = async (lastTile = 'Bandejas') => screen.findByRole('link', { name: lastTile });

it('shows each collection as a grid of type-product tiles, linking to their listings', async () => {
  const api = fakeCollectionsApi();
  openHome(api);
  await collectionsLoaded();

  const collections = screen.getByRole('region', { name: 'Colecciones' });
  const furniture = within(collections).getByRole('region', { name: 'Muebles' });
  expect(
    within(furniture)
      .getAllByRole('listitem')
      .map((tile) => within(tile).getByRole('link').getAttribute('href')),
  ).toEqual([
    '/type_products/sofas',
    '/type_products/armchairs',
    '/type_products/diningtables',
    '/type_products/bookcases',
  ]);
  const tile = within(furniture).getByRole('link', { name: 'Mesas de comedor' });
  expect(tile.querySelector('img')).toHaveAttribute('src', '/static_images/image_type/diningtables.svg');
  expect(within(furniture).getByRole('link', { name: /Explorar Muebles/ })).toHaveAttribute(
    'href',
    '/collections/coleccionmuebles',
  );
  expect(within(collections).getByRole('region', { name: 'Lámparas' })).toBeInTheDocument();
  expect(collectionRequests(api)).toEqual([
    { slug: 'coleccionmuebles', language: 'es' },
    { slug: 'decoracion', language: 'es' },
    { slug: 'lamparas', language: 'es' },
    { slug: 'accesorios', language: 'es' },
  ]);
});

it('speaks English to an English visitor, with English slugs', async () => {
  const api = fakeCollectionsApi();
  openHome(api, 'en-US');
  await collectionsLoaded('Trays');

  expect(screen.getByRole('link', { name: /Explore Lamps/ })).toHaveAttribute('href', '/collections/lamps');
  expect(screen.getByRole('link', { name: 'Floor lamps' })).toHaveAttribute(
    'href',
    '/type_products/floorlamps',
  );
  expect(collectionRequests(api).map((call) => call.language)).toEqual(['en', 'en', 'en', 'en']);
});

it('shows placeholders per collection while they load', async () => {
  const api = fakeCollectionsApi();
  openHome(api);
  expect(screen.getAllByTestId('tile-skeleton')).toHaveLength(4);
  await collectionsLoaded();
  expect(screen.queryByTestId('tile-skeleton')).not.toBeInTheDocument();
});

it('offers a retry in a collection that failed, while the others show', async () => {
  let failing = true;
  const api = fakeCollectionsApi(({ slug }) => (slug === 'decoracion' && failing ? 'network-error' : 'ok'));
  openHome(api);
  await collectionsLoaded();

  const decor = screen.getByRole('region', { name: 'Decoración' });
  const alert = within(decor).getByRole('alert');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await within(decor).findByRole('link', { name: 'Jarrones' })).toBeInTheDocument();
});
