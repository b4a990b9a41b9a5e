// The `rxjs` every container of the page shares: one copy, a Module Federation singleton.
// Browser code needs only Observable (the typed bus of each bundle's contracts hands its
// subscribers one), so that is all this entry names, from rxjs's ES2015 build (native
// classes, no tslib helpers). Bundled into each container instead, Observable with its
// Subscriber and Subscription came once per container on every page.
// Types still come from the real package; rxjs-browser.test.ts checks that every name
// browser code imports from rxjs is here. A new one is added here first, in a shell release
// (shared singletons come from the shell).
export { Observable } from '../../../node_modules/rxjs/dist/esm/internal/Observable.js';
