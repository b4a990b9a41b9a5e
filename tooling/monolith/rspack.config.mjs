// The monolith `npm run bench` compares the composed shop with: the shell and the four
// remotes as one ordinary rspack application, without Module Federation. Same base config
// (loaders, minification, zod without its JSON Schema code), same page template; the shell's
// federation.ts is swapped for bundled-remotes.ts, which imports each remote's exposes
// directly (still lazily, so route code stays in chunks of its own).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { sharedSingletons } from '../mf-shared.mjs';
import { baseConfig } from '../rspack-common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
export const MONOLITH_DIST = path.join(here, 'dist');

const FEDERATION = path.join(root, 'shell', 'src', 'composition', 'federation.ts');
const BUNDLED_REMOTES = path.join(here, 'bundled-remotes.ts');

/** Each package's CSS class prefix, as its own build gives it (remote-kit: whoever bundles it). */
const CSS_PREFIXES = {
  shell: 'shell',
  'mf-catalog': 'catalog',
  'mf-cart-checkout': 'cart',
  'mf-account': 'account',
  'mf-backoffice': 'backoffice',
  'remote-kit': 'kit',
};

/** What the composed build shares from another file than the package's entry (zod's browser build). */
function sharedImportAliases() {
  return Object.fromEntries(
    Object.entries(sharedSingletons())
      .filter(([, shared]) => shared.import)
      .map(([request, shared]) => [`${request}$`, shared.import]),
  );
}

const config = baseConfig({ dir: root, prefix: 'shop', outputPath: MONOLITH_DIST, publicPath: '/' });
config.entry = { main: path.join(here, 'entry.ts') };
config.resolve.alias = { ...config.resolve.alias, ...sharedImportAliases() };
config.module.rules = [
  ...config.module.rules.filter((rule) => String(rule.test) !== String(/\.css$/)),
  ...Object.entries(CSS_PREFIXES).map(([pkg, prefix]) => ({
    test: /\.css$/,
    include: path.join(root, pkg),
    type: 'css/auto',
    generator: { localIdentName: `${prefix}__[local]__[hash:6]`, exportsConvention: 'camel-case' },
  })),
  { test: /\.css$/, exclude: Object.keys(CSS_PREFIXES).map((pkg) => path.join(root, pkg)), type: 'css/auto' },
];
config.plugins.push(
  new rspack.NormalModuleReplacementPlugin(/[\\/]federation(\.ts)?$/, (resolveData) => {
    const resolved = path.resolve(resolveData.context ?? '', resolveData.request);
    if (resolved === FEDERATION || `${resolved}.ts` === FEDERATION) resolveData.request = BUNDLED_REMOTES;
  }),
  new rspack.HtmlRspackPlugin({
    template: path.join(root, 'shell', 'src', 'index.html'),
    inject: 'body',
    scriptLoading: 'defer',
    favicon: path.join(root, 'shell', 'src', 'favicon.svg'),
  }),
);

export default config;
