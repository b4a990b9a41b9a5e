// Build configuration shared by the shell (host) and the four remotes.
// One function per shape: `hostConfig` for the shell, `remoteConfig` for a remote's
// federated build, `standaloneConfig` for a remote's own development harness.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { fileURLToPath } from 'node:url';
import { sharedSingletons } from './mf-shared.mjs';
import { FEDERATION_STARTUP, shopStartupRequest } from './bundler-runtime/federation-startup.mjs';
import { PublishMountsPlugin } from './publish-mounts-plugin.mjs';
import { StartupFilesPlugin } from './startup-files-plugin.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';

const JSON_SCHEMA_UNAVAILABLE = fileURLToPath(new URL('./zod/json-schema-unavailable.mjs', import.meta.url));
/** zod's JSON Schema conversion, which no browser code uses (see zod/json-schema-unavailable.mjs). */
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
const ENGLISH_MESSAGES_UNAVAILABLE = fileURLToPath(
  new URL('./zod/english-messages-unavailable.mjs', import.meta.url),
);
/** zod's English messages, which no browser code shows (see zod/english-messages-unavailable.mjs). */
const ZOD_ENGLISH = /[\\/]zod[\\/]v4[\\/]locales[\\/]en\.js$/;

const isProduction = process.env.NODE_ENV !== 'development';
const require = createRequire(import.meta.url);
/** Module Federation's Node runtime plugin: remote chunks fetched over HTTP and run in the process. */
const NODE_FEDERATION_RUNTIME = require.resolve('@module-federation/node/runtimePlugin');
/** Sets a remote server container's public path to its release's folder (see the file). */
const RELEASE_PUBLIC_PATH = fileURLToPath(
  new URL('./bundler-runtime/release-public-path.mjs', import.meta.url),
);
/** The page a remote's standalone build runs in (its bootstrap mounts tooling-standalone's harness). */
const STANDALONE_PAGE = fileURLToPath(new URL('./standalone/index.html', import.meta.url));
/** Where a release keeps its server build, beside the browser's files. */
export const SERVER_FOLDER = 'server';

/** The remotes' side of the shell's bundler runtime. */
const HOST_BUNDLER_RUNTIME = fileURLToPath(
  new URL('./bundler-runtime/host-bundler-runtime.mjs', import.meta.url),
);

/**
 * The shop's own Module Federation runtime in place of the plugin's. The plugin generates each
 * container's share data, consumes and container entry, and a startup module (4.5 KB in every
 * container) that wires them to @module-federation/webpack-bundler-runtime, which runs on
 * runtime-core and the sdk: 19 KB gzip of every first load, mostly preloading, manifests,
 * snapshots and plugins the shop does not use. That startup becomes one call of the shop's
 * `startContainer` (shell/src/composition/federation-runtime/bundler-runtime.ts): the shell's
 * build imports it, a remote's gets it from the page (bundler-runtime/host-bundler-runtime.mjs).
 */
function withShopFederationRuntime(config, bundlerRuntime) {
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(FEDERATION_STARTUP, (resolveData) => {
      resolveData.request = shopStartupRequest(resolveData.request, bundlerRuntime);
    }),
  );
}

export function baseConfig({ dir, prefix, outputPath, publicPath }) {
  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map', // maps: dist only
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      publicPath,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: prefix,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      // Default-export CSS Modules (`import styles from './x.module.css'`), as jest maps them.
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // Team prefix on every class name that reaches the global CSS space.
        'css/auto': { localIdentName: `${prefix}__[local]__[hash:6]`, exportsConvention: 'camel-case' },
      },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|mp4|webm|woff2)$/, type: 'asset/resource' },
      ],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(
        /(json-schema-processors|to-json-schema)\.js$/,
        (resolveData) => {
          const resolved = path.resolve(resolveData.context ?? '', resolveData.request);
          if (ZOD_JSON_SCHEMA.test(resolved)) resolveData.request = JSON_SCHEMA_UNAVAILABLE;
        },
      ),
      new rspack.NormalModuleReplacementPlugin(/locales[\\/]en\.js$/, (resolveData) => {
        const resolved = path.resolve(resolveData.context ?? '', resolveData.request);
        if (ZOD_ENGLISH.test(resolved)) resolveData.request = ENGLISH_MESSAGES_UNAVAILABLE;
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
      }),
      // Browser scripts only: serverBuild takes it out.
      new CompileHintsPlugin(),
    ],
    devServer: { hot: false, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  };
}

/** In development the API (and /remotes.json) answer on another port. */
function apiProxy() {
  const target = process.env.SHOP_API_TARGET ?? 'http://localhost:8080';
  return [{ context: ['/api', '/images', '/static_images', '/remotes.json'], target }];
}

/**
 * The shell: Module Federation host that discovers remotes at runtime from /remotes.json,
 * so it declares none, and provides the one MF runtime every remote uses (its own:
 * composition/federation-runtime/). It provides the
 * shared libraries eagerly: they are in its entry file, which the page needs first anyway,
 * instead of ten async files fetched after it (8 KB gzip less: one file compresses better).
 * The shell reads each release's mf-manifest.json itself and registers the remote by the
 * remoteEntry.js it names (composition/federation.ts).
 */
export function hostConfig({ dir, port }) {
  const config = baseConfig({ dir, prefix: 'shell', outputPath: path.join(dir, 'dist'), publicPath: '/' });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons({ eager: true }),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      experiments: { optimization: { target: 'web', disableSnapshot: true } },
    }),
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      inject: 'body',
      scriptLoading: 'defer',
      favicon: './src/favicon.svg',
    }),
    new StartupFilesPlugin({ pagesFile: path.join(dir, 'src', 'pages', 'pages.json') }),
  );
  const shellRuntime = path.join(dir, 'src', 'composition', 'federation-runtime', 'bundler-runtime.ts');
  withShopFederationRuntime(config, shellRuntime);
  config.devServer = { ...config.devServer, port, proxy: apiProxy() };
  config.name = 'browser';
  return config;
}

/**
 * A remote's federated build. `publicPath: 'auto'` lets the same files be served from any
 * origin or folder: chunks resolve against the URL of the manifest the shell read.
 * The remote uses the shell's MF runtime (bundler-runtime/), which keeps remoteEntry small.
 */
export function remoteConfig({ dir, name, prefix, port }) {
  const config = baseConfig({
    dir,
    prefix,
    outputPath: path.join(dir, 'dist', '.build'),
    publicPath: 'auto',
  });
  config.entry = {};
  // A remote with boot work (src/exposes/service.ts) exposes it; the shell starts the services
  // its manifests list, so a remote without one costs the first load nothing.
  const exposes = { './routes': './src/exposes/routes.tsx' };
  if (existsSync(path.join(dir, 'src', 'exposes', 'service.ts')))
    exposes['./service'] = './src/exposes/service.ts';
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      experiments: {
        optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
      },
    }),
    new PublishMountsPlugin(
      path.join(dir, 'src', 'exposes', 'mounts.json'),
      path.join(dir, 'src', 'exposes', 'pages.json'),
      {
        entry: `${SERVER_FOLDER}/remoteEntry.js`,
        pagesFile: path.join(dir, 'src', 'exposes', 'server-pages.json'),
      },
    ),
  );
  config.name = 'browser';
  withShopFederationRuntime(config, HOST_BUNDLER_RUNTIME);
  // The shell's page reloads itself; a remote's dev server must not inject a second client.
  config.devServer = { ...config.devServer, port, liveReload: false, client: false, webSocketServer: false };
  // Lazy compilation would call back to the page's origin (the shell), not this server.
  config.lazyCompilation = false;
  return config;
}

/** A remote on its own, for its team's development: a plain SPA around its exposes. */
export function standaloneConfig({ dir, prefix, port }) {
  const config = baseConfig({
    dir,
    prefix,
    outputPath: path.join(dir, 'dist', 'standalone'),
    publicPath: '/',
  });
  config.entry = { main: './src/index.ts' };
  config.plugins.push(new rspack.HtmlRspackPlugin({ template: STANDALONE_PAGE, inject: 'body' }));
  config.devServer = { ...config.devServer, port, proxy: apiProxy() };
  return config;
}

/**
 * The server build of a container (Node, `async-node`): the same sources as its browser build,
 * rendered to HTML by the shop's server. Module Federation's own runtime with its Node plugin
 * loads remotes' server chunks over HTTP; CSS Modules give their class names only (the page
 * links the browser build's CSS), and assets keep the browser build's names and are not
 * written twice.
 */
export function serverBuild(config) {
  config.target = 'async-node';
  config.module.generator['css/auto'] = { ...config.module.generator['css/auto'], exportsOnly: true };
  config.module.generator.asset = { emit: false };
  // Readable (not compressed or mangled), but without comments: a library's own
  // `//# sourceMappingURL=` line would otherwise link the served file to a map.
  config.optimization = {
    ...config.optimization,
    minimize: true,
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin({
        minimizerOptions: { compress: false, mangle: false, format: { comments: false } },
      }),
    ],
  };
  config.devServer = undefined;
  config.plugins = config.plugins.filter((plugin) => !(plugin instanceof CompileHintsPlugin));
  return config;
}

/**
 * A remote's server build, written into the same release as its browser build (run after it:
 * `dependencies`), under server/. Its container, server/remoteEntry.js, is named in the
 * release's mf-manifest.json as `metaData.ssrRemoteEntry` (PublishMountsPlugin); its automatic
 * public path is the release's folder, so asset URLs are the browser build's.
 */
export function remoteServerConfig({ dir, name, prefix }) {
  const config = serverBuild(
    baseConfig({ dir, prefix, outputPath: path.join(dir, 'dist', '.build'), publicPath: 'auto' }),
  );
  config.name = 'server';
  config.dependencies = ['browser'];
  config.entry = {};
  config.output = {
    ...config.output,
    clean: false,
    filename: `${SERVER_FOLDER}/[name].js`,
    chunkFilename: `${SERVER_FOLDER}/[name].[contenthash:10].js`,
    publicPath: '',
    library: { type: 'commonjs-module' },
  };
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: `${SERVER_FOLDER}/remoteEntry.js`,
      exposes: {
        './routes': './src/exposes/routes.tsx',
        ...(existsSync(path.join(dir, 'src', 'exposes', 'prefetch.ts')) && {
          './prefetch': './src/exposes/prefetch.ts',
        }),
      },
      library: { type: 'commonjs-module', name },
      remoteType: 'script',
      shared: sharedSingletons({ target: 'node' }),
      shareStrategy: 'loaded-first',
      runtimePlugins: [NODE_FEDERATION_RUNTIME, RELEASE_PUBLIC_PATH],
      dts: false,
      manifest: false,
      experiments: { asyncStartup: true },
    }),
  );
  return config;
}

/**
 * The shell's server build: its renderer (src/server/render.tsx), a Module Federation host on
 * Node that loads each remote's server container from the release the registry names. It
 * provides the shared libraries eagerly, as the browser shell does.
 */
export function shellServerConfig({ dir }) {
  const config = serverBuild(
    baseConfig({ dir, prefix: 'shell', outputPath: path.join(dir, 'dist', SERVER_FOLDER), publicPath: '/' }),
  );
  config.name = 'server';
  // After the browser's build, which empties dist/ first.
  config.dependencies = ['browser'];
  config.entry = { render: './src/server/render.tsx' };
  config.output = {
    ...config.output,
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    library: { type: 'commonjs2' },
  };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell_server',
      remotes: {},
      remoteType: 'script',
      shared: sharedSingletons({ eager: true, target: 'node' }),
      shareStrategy: 'loaded-first',
      runtimePlugins: [NODE_FEDERATION_RUNTIME],
      dts: false,
      manifest: false,
    }),
  );
  return config;
}
