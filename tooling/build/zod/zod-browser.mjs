// The `zod` every container of the page shares (one copy, Module Federation singleton).
// It is zod's v4 classic build naming only the `z.` members the shop's browser code calls
// (zod-browser-external.mjs): shared modules are not tree-shaken, so what is named here is
// what every page downloads. English messages stay (set by zod's schemas module).
// Types still come from the real package; tooling/build/zod/zod-browser.test.ts checks that every
// `z.` member used by the shop's browser code is here.
import * as z from './zod-browser-external.mjs';

export * from './zod-browser-external.mjs';
export { z, z as default };
