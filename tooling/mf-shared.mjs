// The singletons every MF container shares. Subpaths are listed one by one: Module
// Federation matches requests literally, so 'react' does not cover 'react/jsx-runtime'.
// zod is deliberately not one: shared modules are not tree-shaken (all of zod is 82 KB
// gzip); it travels tree-shaken inside shared-contracts (26 KB), whose schemas every
// package parses with.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

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
  'rxjs',
  'i18next',
  'react-i18next',
  'shared-contracts',
];

function versionOf(request) {
  const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return require(`${pkgName}/package.json`).version;
}

/** @returns {Record<string, { singleton: true; requiredVersion: string; version: string }>} */
export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = versionOf(request);
      const major = version.split('.')[0];
      return [request, { singleton: true, requiredVersion: `^${major}.0.0`, version }];
    }),
  );
}
