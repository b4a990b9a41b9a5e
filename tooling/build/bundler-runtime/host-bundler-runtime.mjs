// What a remote's container startup calls to start its sharing and its container entry: the
// shell's Module Federation runtime (shell/src/composition/federation-runtime/bundler-runtime.ts),
// which the shell's startup leaves on the page. A remote therefore runs only under a shell that
// provides it; anything else fails to load as a remote that is down does.
import { BUNDLER_RUNTIME_KEY } from './key.mjs';

const provided = globalThis[BUNDLER_RUNTIME_KEY];
if (!provided)
  throw new Error('This remote needs a shell that provides the Module Federation bundler runtime');

export const startContainer = provided.startContainer;
