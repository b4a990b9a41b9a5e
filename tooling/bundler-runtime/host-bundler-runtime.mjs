// What a remote's container startup imports as Module Federation's bundler runtime
// (@module-federation/webpack-bundler-runtime's default export): the shell's copy of its
// functions (provide-bundler-runtime.mjs), with this container's own state: its runtime
// module (whose `init` keeps the container's instance), share scope object and options.
// A remote therefore runs only under a shell that provides them, as it already needs the
// shell's runtime-core; anything else fails to load as a remote that is down does.
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_KEY } from './key.mjs';

const provided = globalThis[BUNDLER_RUNTIME_KEY];
if (!provided)
  throw new Error('This remote needs a shell that provides the Module Federation bundler runtime');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
