// What the browser build of Module Federation's runtime gets for @module-federation/error-codes'
// descriptions (dist/desc.mjs): no sentences, only a pointer. Every message the runtime
// throws or logs still carries its code (#RUNTIME-008), its arguments (the remote, the URL)
// and the link to that code's page in the Module Federation docs (getShortErrorMsg), which
// is what one reads to solve it; the English sentences weighed 1.3 KB gzip in the shell
// and 0.4 KB in each remoteEntry.js. Nothing of the shop reads the descriptions.
const describe = () =>
  new Proxy({}, { get: (_, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) });

export const runtimeDescMap = describe();
export const typeDescMap = describe();
export const buildDescMap = describe();
export const errorDescMap = describe();
