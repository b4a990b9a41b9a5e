// The singletons every MF container shares. Subpaths are listed one by one: Module
// Federation matches requests literally, so 'react' does not cover 'react/jsx-runtime'.
//
// shared-contracts is deliberately NOT shared: each container bundles the contracts it was
// built with (tree-shaken), so a remote built with a newer contract runs its own copy under
// an older shell; bundles meet only on the bus kernel (a page global keyed by protocol
// version) and on the wire. zod, which every copy of the contracts parses with, is shared
// once, from an entry naming only the `z.` members browser code calls (shared modules are
// not tree-shaken: zod/zod-browser-external.mjs). The bus
// kernel is plain JavaScript and each bundle's typed bus needs only rxjs's Observable: rxjs
// is shared as an entry naming only that (rxjs/rxjs-browser.mjs, about 2 KB once, where
// each container bundled its own Observable, and the whole library shared was 15 KB).
// react-router and react-router-dom are shared as one module that names only the declarative
// router (react-router/react-router-browser.mjs): the whole package, shared, was 59 KB gzip.
// react-i18next likewise, without its <Trans> components (react-i18next/), and
// @tanstack/react-query without its server half (tanstack-query/).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'valtio',
  'valtio/vanilla',
  'valtio/utils',
  'i18next',
  'react-i18next',
  'zod',
  'rxjs',
  '@tanstack/react-query',
];

const ROUTER = path.join(here, 'react-router', 'react-router-browser.mjs');

/** Modules provided from another file than the package's own entry. */
const IMPORTS = {
  zod: path.join(here, 'zod', 'zod-browser.mjs'),
  'react-router': ROUTER,
  'react-router-dom': ROUTER,
  rxjs: path.join(here, 'rxjs', 'rxjs-browser.mjs'),
  'react-i18next': path.join(here, 'react-i18next', 'react-i18next-browser.mjs'),
  '@tanstack/react-query': path.join(here, 'tanstack-query', 'react-query-browser.mjs'),
};

function versionOf(request) {
  const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return require(`${pkgName}/package.json`).version;
}

/**
 * `eager`: provided from the container's entry file rather than async chunks (the shell's;
 * a remote's are never eager, or every remoteEntry.js would carry its own copy).
 * `target: 'node'`: for the server builds, each library whole from its own package (weight
 * does not matter there, and the server renders with parts the browser leaves out).
 * @returns {Record<string, { singleton: true; requiredVersion: string; version: string; eager: boolean; import?: string }>}
 */
export function sharedSingletons({ eager = false, target = 'web' } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = versionOf(request);
      const major = version.split('.')[0];
      const shared = { singleton: true, requiredVersion: `^${major}.0.0`, version, eager };
      const browserEntry = target === 'web' ? IMPORTS[request] : undefined;
      return [request, browserEntry ? { ...shared, import: browserEntry } : shared];
    }),
  );
}
