// The members of `z` the shop's browser code calls, from zod's v4 classic build. Shared
// modules are not tree-shaken (a consumer may use any export), so everything exported here
// reaches every page: listing only what is used lets rspack drop the rest of zod (the
// string formats, maps, sets, promises, templates, JSON Schema, the compiler, the locales
// but English), as the monolith's build does. A schema's own methods (`.optional()`,
// `.refine()`, `.transform()`…) live on its class and come along.
// zod-browser.test.ts checks that every `z.` member used by browser code is here. A remote
// that needs another gets it added here first, in a shell release (shared singletons come
// from the shell), as for the shared react-router.
export {
  array,
  boolean,
  codec,
  discriminatedUnion,
  email,
  enum,
  literal,
  null,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  string,
  stringbool,
  union,
  uuid,
} from '../../../node_modules/zod/v4/classic/schemas.js';
// zod's global settings: the shell turns its eval probe off (shell/src/browser/zod-without-eval.ts).
export { config } from '../../../node_modules/zod/v4/core/core.js';
export * as iso from '../../../node_modules/zod/v4/classic/iso.js';
