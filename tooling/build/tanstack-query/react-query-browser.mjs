// The `@tanstack/react-query` every container of the page shares: one copy, a Module
// Federation singleton, since the query cache's context must be one. Shared modules are not
// tree-shaken, so this entry names what browser code may use: the client, its provider, the
// query hooks and `hydrate` (the server's dehydrated cache, read once at start). Dehydrating,
// infinite queries, mutations' hooks and the devtools' parts stay out.
// Types still come from the real package; react-query-browser.test.ts checks that every name
// browser code imports from @tanstack/react-query is here. A new one is added here first, in
// a shell release (shared singletons come from the shell).
export {
  QueryClient,
  QueryClientProvider,
  hydrate,
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
} from '../../../node_modules/@tanstack/react-query/build/modern/index.js';
