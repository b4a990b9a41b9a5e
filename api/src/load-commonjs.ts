import { createRequire } from 'node:module';

// shared-contracts ships TypeScript source in a package without "type": "module", so
// tsx loads it as CommonJS, and Node cannot link ESM named imports through its
// `export *` chains. The api's own entry points (this package is ESM) therefore load
// their module graph through require, which tsx compiles to CommonJS — the same way
// the shop's tooling (CommonJS) loads buildApp. Once shared-contracts declares
// "type": "module", entries can import directly and this file can go.
export const requireFromApi = createRequire(import.meta.url);
