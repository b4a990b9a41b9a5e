import path from 'node:path';
import { type ReleaseRoots, releaseScriptsOf, shopReleaseRoots } from './release-files';

const roots: ReleaseRoots = {
  shell: '/srv/shop/shell/dist',
  remotes: {
    mf_catalog: '/srv/shop/mf-catalog/dist/releases',
    mf_cart_checkout: '/srv/shop/mf-cart-checkout/dist/releases',
    mf_account: '/srv/shop/mf-account/dist/releases',
    mf_backoffice: '/srv/shop/mf-backoffice/dist/releases',
  },
};
const filesOf = (url: string) => releaseScriptsOf(url, roots).map(({ file }) => file);

describe('releaseScriptsOf', () => {
  it("names a remote's script in its release, and the shell's in its build", () => {
    expect(releaseScriptsOf('http://shop/mf/mf-catalog/ab66131525fd/560.12b09469b5.js', roots)).toEqual([
      { file: '/srv/shop/mf-catalog/dist/releases/ab66131525fd/560.12b09469b5.js', packageDir: 'mf-catalog' },
    ]);
    expect(releaseScriptsOf('https://shop.example.com/main.ef1449d79b.js', roots)).toEqual([
      { file: '/srv/shop/shell/dist/main.ef1449d79b.js', packageDir: 'shell' },
    ]);
  });

  it("tries every remote's releases for a script of a remote's own server (split mode)", () => {
    expect(filesOf('http://localhost:20002/8685abba1df6/remoteEntry.js')).toEqual(
      Object.values(roots.remotes).map((root) => `${root}/8685abba1df6/remoteEntry.js`),
    );
  });

  it.each([
    ['a climb out of the roots', 'http://shop/mf/mf-catalog/../../../../etc/passwd.js'],
    ['an encoded climb', 'http://shop/mf/mf-catalog/%2e%2e/%2e%2e/%2e%2e/etc/passwd.js'],
    ['a climb by backslashes', 'http://shop/mf/mf-catalog/ab66131525fd/..\\..\\..\\..\\etc\\passwd.js'],
  ])('keeps %s inside the release roots', (_name, url) => {
    const inside = [roots.shell, ...Object.values(roots.remotes)];
    for (const file of filesOf(url)) expect(inside.some((root) => file.startsWith(`${root}/`))).toBe(true);
  });

  it.each([
    ['an encoded separator', 'http://shop/mf/mf-catalog/ab66131525fd/..%2F..%2F..%2Fsecret.js'],
    ['a script of a folder inside a release', 'http://shop/mf/mf-catalog/ab66131525fd/server/render.js'],
    ["a folder of the shell's build", 'http://shop/server/render.js/x.js'],
    ['anything but a script', 'http://shop/mf/mf-catalog/ab66131525fd/mf-manifest.json'],
    ['a map itself', 'http://shop/main.ef1449d79b.js.map'],
    ['an unknown remote', 'http://shop/mf/mf-other/ab66131525fd/1.js'],
    ['no URL at all', 'main.js'],
  ])('names nothing for %s', (_name, url) => {
    expect(filesOf(url)).toEqual([]);
  });

  it('reads the shell’s build from SHELL_DIST, and the remotes’ from their dist/releases', () => {
    const found = shopReleaseRoots({ SHELL_DIST: '/opt/shell-release' });
    expect(found.shell).toBe('/opt/shell-release');
    expect(found.remotes.mf_cart_checkout).toMatch(/[/]mf-cart-checkout[/]dist[/]releases$/);
    expect(path.isAbsolute(shopReleaseRoots({}).shell)).toBe(true);
  });
});
