// What a remote's container startup imports as Module Federation's bundler runtime
// (@module-federation/webpack-bundler-runtime's default export): the shell's runtime
// (shell/src/composition/federation-runtime/bundler-runtime.ts), which it leaves on the page,
// with this container's own state (instance, options). A remote therefore runs only under a
// shell that provides it; anything else fails to load as a remote that is down does.
import { BUNDLER_RUNTIME_KEY } from './key.mjs';

const provided = globalThis[BUNDLER_RUNTIME_KEY];
if (!provided)
  throw new Error('This remote needs a shell that provides the Module Federation bundler runtime');

export default {
  runtime: {},
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
