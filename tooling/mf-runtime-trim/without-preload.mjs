// What the shell's Module Federation runtime gets for runtime-core's preloading
// (dist/utils/preload.js). The shop never preloads through the runtime: the server writes the
// route's preload hints into the page (tooling/server/page-hints.ts). What still refers to
// preloading (preloadRemote, a plugin's helper) fails with a message that says why.
import { notBuiltIn } from './not-built-in.mjs';

export const defaultPreloadArgs = notBuiltIn('preloading');
export const formatPreloadArgs = notBuiltIn('preloadRemote');
export const normalizePreloadExposes = notBuiltIn('preloading');
export const preloadAssets = notBuiltIn('preloading');
