// The monolith `npm run bench` compares the composed shop with: the shell and the four
// remotes as one ordinary rspack application, without Module Federation. Same base config
// (loaders, minification, zod without its JSON Schema code), same page template; the shell's
// federation.ts is swapped for bundled-remotes.ts, which imports each remote's exposes
// directly (still lazily, so route code stays in chunks of its own). Like the composed shop
// it renders pages on the server: dist/server/render.js is the shell's renderer with every
// remote bundled in (server-releases.ts in place of the shell's remote-releases.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { sharedSingletons } from 'tooling-build/mf-shared';
import { SERVER_FOLDER, baseConfig, serverBuild } from 'tooling-build/rspack';
import { PageFilesPlugin } from './page-files-plugin.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
export const MONOLITH_DIST = path.join(here, 'dist');

const SHELL_SRC = path.join(root, 'shell', 'src');
const FEDERATION = path.join(SHELL_SRC, 'composition', 'federation.ts');
const BUNDLED_REMOTES = path.join(here, 'bundled-remotes.ts');
const REMOTE_RELEASES = path.join(SHELL_SRC, 'server', 'remote-releases.ts');
const SERVER_RELEASES = path.join(here, 'server-releases.ts');

/** Each package's CSS class prefix, as its own build gives it (remote-kit: whoever bundles it). */
const CSS_PREFIXES = {
  shell: 'shell',
  'mf-catalog': 'catalog',
  'mf-cart-checkout': 'cart',
  'mf-account': 'account',
  'mf-backoffice': 'backoffice',
  'remote-kit': 'kit',
};

const REMOTE_DIRS = {
  mf_catalog: path.join(root, 'mf-catalog'),
  mf_cart_checkout: path.join(root, 'mf-cart-checkout'),
  mf_account: path.join(root, 'mf-account'),
  mf_backoffice: path.join(root, 'mf-backoffice'),
};

/** What the composed build shares from another file than the package's entry (zod's browser build). */
function sharedImportAliases() {
  return Object.fromEntries(
    Object.entries(sharedSingletons())
      .filter(([, shared]) => shared.import)
      .map(([request, shared]) => [`${request}$`, shared.import]),
  );
}

/** Each package's CSS Modules with its own prefix; `exportsOnly` (server): class names, no CSS. */
function cssRules(rules, { exportsOnly = false } = {}) {
  return [
    ...rules.filter((rule) => String(rule.test) !== String(/\.css$/)),
    ...Object.entries(CSS_PREFIXES).map(([pkg, prefix]) => ({
      test: /\.css$/,
      include: path.join(root, pkg),
      type: 'css/auto',
      generator: {
        localIdentName: `${prefix}__[local]__[hash:6]`,
        exportsConvention: 'camel-case',
        ...(exportsOnly && { exportsOnly }),
      },
    })),
    {
      test: /\.css$/,
      exclude: Object.keys(CSS_PREFIXES).map((pkg) => path.join(root, pkg)),
      type: 'css/auto',
      ...(exportsOnly && { generator: { exportsOnly } }),
    },
  ];
}

/** Swaps the module at `file` (asked for with or without its extension) for `replacement`. */
function replaceModule(request, file, replacement) {
  return new rspack.NormalModuleReplacementPlugin(request, (resolveData) => {
    const resolved = path.resolve(resolveData.context ?? '', resolveData.request);
    if (resolved === file || `${resolved}.ts` === file) resolveData.request = replacement;
  });
}

function browserConfig() {
  const config = baseConfig({ dir: root, prefix: 'shop', outputPath: MONOLITH_DIST, publicPath: '/' });
  config.name = 'browser';
  config.entry = { main: path.join(here, 'entry.ts') };
  config.resolve.alias = { ...config.resolve.alias, ...sharedImportAliases() };
  config.module.rules = cssRules(config.module.rules);
  config.plugins.push(
    replaceModule(/[\\/]federation(\.ts)?$/, FEDERATION, BUNDLED_REMOTES),
    new rspack.HtmlRspackPlugin({
      template: path.join(SHELL_SRC, 'index.html'),
      inject: 'body',
      scriptLoading: 'defer',
      favicon: path.join(SHELL_SRC, 'favicon.svg'),
    }),
    new PageFilesPlugin(REMOTE_DIRS, path.join(SHELL_SRC, 'pages', 'pages.json')),
  );
  return config;
}

/**
 * The server's renderer, dist/server/render.js (`createRenderer`, as the shell's): built as
 * tooling/build/rspack-common.mjs builds the shell's server (Node, each library whole from its own
 * package, CSS Modules as class names only, assets named as the browser build names them and
 * not written twice, readable code without comments), but as one ordinary bundle.
 */
function serverConfig() {
  const config = serverBuild(
    baseConfig({
      dir: root,
      prefix: 'shop',
      outputPath: path.join(MONOLITH_DIST, SERVER_FOLDER),
      publicPath: '/',
    }),
  );
  config.name = 'server';
  // After the browser's build, which empties dist/ first.
  config.dependencies = ['browser'];
  config.entry = { render: path.join(SHELL_SRC, 'server', 'render.tsx') };
  config.output = {
    ...config.output,
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    library: { type: 'commonjs2' },
  };
  config.module.rules = cssRules(config.module.rules, { exportsOnly: true });
  config.module.generator['asset/resource'] = { emit: false };
  config.plugins.push(replaceModule(/[\\/]remote-releases(\.ts)?$/, REMOTE_RELEASES, SERVER_RELEASES));
  return config;
}

export default [browserConfig(), serverConfig()];
