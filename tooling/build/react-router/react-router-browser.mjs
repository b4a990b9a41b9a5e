// The `react-router` (and `react-router-dom`) every container of the page shares: one copy,
// a Module Federation singleton, since the router's context must be one. Shared modules are
// not tree-shaken (a consumer may use any export), so this entry names what may be used:
// the declarative router of the shop's routes (BrowserRouter, Routes, links, hooks), from
// react-router's production build. Its data routers, server rendering, RSC and cookie and
// session helpers stay out, which is most of the package's weight.
// Types still come from the real package; react-router-browser.test.ts checks that every
// name browser code imports from react-router or react-router-dom is here. A remote that
// needs a name not listed gets it added here first, in a shell release (shared singletons
// come from the shell).
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '../../../node_modules/react-router/dist/production/index.mjs';
