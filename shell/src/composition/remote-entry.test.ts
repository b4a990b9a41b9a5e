import { remoteEntryUrl } from './remote-entry';

const MANIFEST_URL = 'https://shop.example/mf/mf-catalog/1ac4d858fac4/mf-manifest.json';
const manifest = (metaData: Record<string, unknown>) => ({ id: 'mf_catalog', metaData, exposes: [] });

describe('remoteEntryUrl', () => {
  it('finds the script beside the manifest of a release built with publicPath auto', () => {
    const url = remoteEntryUrl(
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } }),
      MANIFEST_URL,
    );
    expect(url).toBe('https://shop.example/mf/mf-catalog/1ac4d858fac4/remoteEntry.js');
  });

  it('follows the folder and an explicit public path of the release', () => {
    expect(
      remoteEntryUrl(
        manifest({ publicPath: 'auto', remoteEntry: { name: 'entry.js', path: 'js/' } }),
        MANIFEST_URL,
      ),
    ).toBe('https://shop.example/mf/mf-catalog/1ac4d858fac4/js/entry.js');
    expect(
      remoteEntryUrl(
        manifest({
          publicPath: 'https://cdn.example/catalog/',
          remoteEntry: { name: 'remoteEntry.js', path: '' },
        }),
        MANIFEST_URL,
      ),
    ).toBe('https://cdn.example/catalog/remoteEntry.js');
  });

  it('refuses a manifest that does not say where its entry is', () => {
    expect(() => remoteEntryUrl({ metaData: {} }, MANIFEST_URL)).toThrow();
    expect(() => remoteEntryUrl('<html>', MANIFEST_URL)).toThrow();
  });
});
