// The `zod` every container of the page shares (one copy, Module Federation singleton).
// It is zod's own `zod` entry (v4 classic) without the parts no browser code of the shop
// uses and that weigh most: the ~40 message locales (English stays, set by the schemas
// module), JSON Schema conversion both ways, and the ahead-of-time compiler. Shared modules
// are not tree-shaken, so what is listed here is what every page downloads.
// Types still come from the real package; tooling/zod/zod-browser.test.ts checks that every
// `z.` member used by the shop's browser code is here.
import * as z from './zod-browser-external.mjs';

export * from './zod-browser-external.mjs';
export { z, z as default };
