// Writes the paths a remote owns into its mf-manifest.json (`shop.mounts`), from the
// remote's own src/exposes/mounts.json: the shell reads them from the manifest of the
// release /remotes.json names, so a remote's new route needs no shell release.
import { readFileSync } from 'node:fs';

const MANIFEST = 'mf-manifest.json';

/** A mount is a route pattern of the shop: '/', '/cart', '/orders/:orderCode', '/checkout/*'. */
export function readMounts(file) {
  const mounts = JSON.parse(readFileSync(file, 'utf8'));
  const valid =
    Array.isArray(mounts) &&
    mounts.length > 0 &&
    mounts.every((mount) => typeof mount === 'string' && /^\/(?!\/)[\w\-/:*.]*$/.test(mount));
  if (!valid) throw new Error(`${file}: expected a list of route patterns such as "/cart" or "/checkout/*"`);
  return mounts;
}

export class PublishMountsPlugin {
  constructor(mountsFile) {
    this.mountsFile = mountsFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishMountsPlugin', (compilation) => {
      compilation.fileDependencies.add(this.mountsFile);
      compilation.hooks.processAssets.tap(
        // After Module Federation has written the manifest (at OPTIMIZE_TRANSFER).
        { name: 'PublishMountsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(
              new Error(`PublishMountsPlugin: no ${MANIFEST} to publish the mounts in`),
            );
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.shop = { ...manifest.shop, mounts: readMounts(this.mountsFile) };
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
