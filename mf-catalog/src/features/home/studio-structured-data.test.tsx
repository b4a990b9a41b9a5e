import { screen } from '@testing-library/react';
import { fakeCollectionsApi, renderRemote } from 'remote-kit/testing';
import { ROUTES, STUDIO, getBus } from 'shared-contracts';
import { schemaOrgProblems } from '../../testing/schema-org-vocabulary';
import { jsonLdBlocks } from '../../testing/structured-data';
import HomePage from './home-page';
import { studioStructuredData } from './studio-structured-data';

beforeEach(() => {
  // The page's origin, as the shell publishes it in the browser (jsdom's page is on http://localhost).
  getBus().publish('page.origin', 'http://localhost');
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the home’s structured data', () => {
  it('states the studio as a FurnitureStore, with the contact page’s name, address, phone and e-mail', async () => {
    renderRemote(<HomePage />, { route: ROUTES.home, url: '/', api: fakeCollectionsApi() });
    await screen.findByRole('link', { name: 'Bandejas' });
    const blocks = jsonLdBlocks();
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FurnitureStore',
        name: 'Olmo · Estudio de interiorismo',
        url: 'http://localhost/',
        address: {
          '@type': 'PostalAddress',
          streetAddress: STUDIO.street,
          postalCode: STUDIO.postCode,
          addressLocality: STUDIO.city,
          addressCountry: 'ES',
        },
        telephone: STUDIO.phone.display,
        email: STUDIO.email,
      },
    ]);
    expect(schemaOrgProblems(blocks[0])).toEqual([]);
  });

  it('names the home by its path where the page has no origin (a server not told the shop’s public address)', () => {
    expect(studioStructuredData(undefined).url).toBe('/');
  });
});
