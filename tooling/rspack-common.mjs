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
import { PublishMountsPlugin } from './publish-mounts-plugin.mjs';
import { StartupFilesPlugin } from './startup-files-plugin.mjs';

const JSON_SCHEMA_UNAVAILABLE = fileURLToPath(new URL('./zod/json-schema-unavailable.mjs', import.meta.url));
/** zod's JSON Schema conversion, which no browser code uses (see zod/json-schema-unavailable.mjs). */
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

const isProduction = process.env.NODE_ENV !== 'development';

const require = createRequire(import.meta.url);
/** The ES module build of a Module Federation runtime package, beside the CommonJS one `require` finds. */
const esmBuildOf = (pkg) => path.join(path.dirname(require.resolve(pkg)), 'index.js');
/** The error descriptions of @module-federation/error-codes, and what the browser gets instead. */
const MF_ERROR_DESCRIPTIONS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;
const MF_ERROR_CODES_ONLY = fileURLToPath(new URL('./mf-error-codes/codes-only.mjs', import.meta.url));
/** runtime-core's preloading and snapshot files, and what the shell's runtime gets instead. */
const MF_LEFT_OUT = [
  [/[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, 'without-preload.mjs'],
  [/[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, 'without-snapshots.mjs'],
].map(([file, stub]) => [file, fileURLToPath(new URL(`./mf-runtime-trim/${stub}`, import.meta.url))]);
const BUNDLER_RUNTIME_CJS = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/;
/** The shell's runtime plugin that hands the remotes its bundler runtime, and the remotes' side. */
const PROVIDE_BUNDLER_RUNTIME = fileURLToPath(
  new URL('./bundler-runtime/provide-bundler-runtime.mjs', import.meta.url),
);
const HOST_BUNDLER_RUNTIME = fileURLToPath(
  new URL('./bundler-runtime/host-bundler-runtime.mjs', import.meta.url),
);

/**
 * The Module Federation runtime from its ES module builds. The plugin points every container
 * at the CommonJS files (its bundler runtime by path, '@module-federation/runtime' by alias),
 * which rspack cannot tree-shake: each remoteEntry carried the whole sdk (manifest snapshots,
 * Node script loading, logger) and all error texts, and the shell a second copy of
 * runtime-core. An alias of ours with the same key wins over the plugin's. The runtime's
 * errors keep their codes, arguments and docs links, not their English descriptions
 * (mf-error-codes/). A remote's container startup gets `bundlerRuntime` instead of the
 * package: the shell's (bundler-runtime/).
 */
function withEsmFederationRuntime(config, bundlerRuntime) {
  config.resolve.alias = {
    ...config.resolve.alias,
    '@module-federation/runtime': esmBuildOf('@module-federation/runtime'),
    // What the host's inject-external-runtime-core plugin hands the remotes: the same module.
    '@module-federation/runtime-tools/runtime-core': esmBuildOf('@module-federation/runtime-core'),
  };
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_CJS, (resolveData) => {
      resolveData.request = bundlerRuntime ?? resolveData.request.replace(/index\.cjs$/, 'index.js');
    }),
    new rspack.NormalModuleReplacementPlugin(/desc\.mjs$/, (resolveData) => {
      const resolved = path.resolve(resolveData.context ?? '', resolveData.request);
      if (MF_ERROR_DESCRIPTIONS.test(resolved)) resolveData.request = MF_ERROR_CODES_ONLY;
    }),
    new rspack.NormalModuleReplacementPlugin(/(preload|SnapshotHandler)\.js$/, (resolveData) => {
      const resolved = path.resolve(resolveData.context ?? '', resolveData.request);
      const stub = MF_LEFT_OUT.find(([file]) => file.test(resolved))?.[1];
      if (stub) resolveData.request = stub;
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
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
      }),
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
 * so it declares none, and provides the one MF runtime every remote uses. It provides the
 * shared libraries eagerly: they are in its entry file, which the page needs first anyway,
 * instead of ten async files fetched after it (8 KB gzip less: one file compresses better).
 * Its runtime has no manifest (snapshot) code: the shell reads each release's mf-manifest.json
 * itself and registers the remote by the remoteEntry.js it names (composition/federation.ts).
 */
export function hostConfig({ dir, port, runtimePlugins = [] }) {
  const config = baseConfig({ dir, prefix: 'shell', outputPath: path.join(dir, 'dist'), publicPath: '/' });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons({ eager: true }),
      shareStrategy: 'loaded-first',
      runtimePlugins: [PROVIDE_BUNDLER_RUNTIME, ...runtimePlugins],
      dts: false,
      manifest: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
    }),
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      inject: 'body',
      scriptLoading: 'defer',
      favicon: './src/favicon.svg',
    }),
    new StartupFilesPlugin(),
  );
  withEsmFederationRuntime(config);
  config.devServer = { ...config.devServer, port, proxy: apiProxy() };
  return config;
}

/**
 * A remote's federated build. `publicPath: 'auto'` lets the same files be served from any
 * origin or folder: chunks resolve against the URL of the manifest the shell read.
 * The remote uses the host's MF runtime (externalRuntime) and bundler runtime
 * (bundler-runtime/), which keeps remoteEntry small.
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
        externalRuntime: true,
        optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
      },
    }),
    new PublishMountsPlugin(
      path.join(dir, 'src', 'exposes', 'mounts.json'),
      path.join(dir, 'src', 'exposes', 'pages.json'),
    ),
  );
  withEsmFederationRuntime(config, HOST_BUNDLER_RUNTIME);
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
  config.plugins.push(
    new rspack.HtmlRspackPlugin({ template: '../tooling/standalone/index.html', inject: 'body' }),
  );
  config.devServer = { ...config.devServer, port, proxy: apiProxy() };
  return config;
}
