import { ROUTES } from 'shared-contracts';
import { pageStatus } from './page-status';

describe('the status of a server-rendered page', () => {
  it('is 200 for a page of a remote or of the shell', () => {
    expect(pageStatus('/products/3', 'mf_catalog', false)).toBe(200);
    expect(pageStatus(ROUTES.privacyPolicy, undefined, false)).toBe(200);
  });

  it('is 404 where the remote found nothing, for a path nobody owns, and for /error as a landing page', () => {
    expect(pageStatus('/products/987654321', 'mf_catalog', true)).toBe(404);
    expect(pageStatus('/no-such-page', undefined, false)).toBe(404);
    expect(pageStatus('/pages/no-such-page', undefined, false)).toBe(404);
    expect(pageStatus(ROUTES.error, undefined, false)).toBe(404);
  });
});
