import nodeModule from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// Some libraries the tests use load with dynamic import() (PGlite's wasm and extensions) or
// ship only ES modules (@redocly/openapi-core): Jest's module sandbox refuses both without
// --experimental-vm-modules. Loaded by Node's own module loader they run as in production
// (Node 24 requires ES modules synchronously).
type NodeLoader = {
  _load(request: string, parent: unknown, isMain: boolean): unknown;
  _nodeModulePaths(dir: string): string[];
};
const loader = nodeModule as unknown as NodeLoader;
const here = fileURLToPath(import.meta.url);

/** `require` by Node itself, outside Jest's sandbox (no mocks, no transform). */
export const nodeRequire = (id: string): unknown =>
  loader._load(id, { id: here, filename: here, paths: loader._nodeModulePaths(dirname(here)) }, false);
