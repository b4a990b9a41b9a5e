// The shell's runtime plugin that hands the remotes Module Federation's bundler runtime: the
// functions a container's startup wires into its own `__webpack_require__` (consuming shared
// modules, initialising share scopes and the container entry). They are stateless (each call
// is given the container's require), so the page needs one copy, as it needs one runtime-core
// (experiments.externalRuntime): each remoteEntry.js bundled its own, 3.3 KB gzip a remote.
// The remotes' side is host-bundler-runtime.mjs.
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build of the bundler runtime leaves this one out.
import { initContainerEntry } from '../../node_modules/@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_KEY } from './key.mjs';

export default function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_KEY] ??= {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  return { name: 'shop-provide-bundler-runtime' };
}
