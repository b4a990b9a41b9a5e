import { LEGAL_PAGES } from './legal/legal-pages';
import pages from './pages.json';

// The server links a shell page's styles from the build's page-files.json, made from pages.json:
// a legal page missing here would paint unstyled until its code ran.
describe("the shell's pages.json", () => {
  it('names the legal pages chunk for every legal page, and nothing else', () => {
    expect(pages).toEqual(Object.fromEntries(LEGAL_PAGES.map(({ path }) => [path, 'page-legal'])));
  });
});
