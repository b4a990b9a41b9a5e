// The monolith's stand-in for shell/src/composition/federation.ts (tooling/server/monolith/
// rspack.config.mjs swaps it in): the same three functions, with every remote bundled into
// the application instead of discovered at runtime. Each remote's routes and service stay a
// dynamic import(), so route code is split and lazy as in the composed build, and the mount
// table is each remote's own src/exposes/mounts.json, known from the first render.
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type * as Federation from 'shell/federation';
import { mountsState } from 'shell/remote-mounts';
import { type RemoteRegistry } from 'shell/remote-registry';
import { type LazyFolder, hasFile } from './exposes-folder';
import { MOUNTS } from './mount-table';

type Exposed = 'routes' | 'service';

/**
 * A remote's boot service, if its package has one (a remote without boot work has no
 * src/exposes/service.ts, and its composed release exposes no `./service`).
 */
const serviceOf = (exposes: LazyFolder) =>
  hasFile(exposes, 'service.ts') ? () => exposes('./service.ts') : undefined;

const EXPOSES: Record<
  RemoteName,
  { routes: () => Promise<unknown>; service?: (() => Promise<unknown>) | undefined }
> = {
  mf_catalog: {
    routes: () => import(/* webpackChunkName: "routes-mf_catalog" */ 'mf-catalog/routes'),
    service: serviceOf(
      import.meta.webpackContext('mf-catalog/exposes', {
        regExp: /^\.\/service\.ts$/,
        mode: 'lazy',
      }),
    ),
  },
  mf_cart_checkout: {
    routes: () => import(/* webpackChunkName: "routes-mf_cart_checkout" */ 'mf-cart-checkout/routes'),
    service: serviceOf(
      import.meta.webpackContext('mf-cart-checkout/exposes', {
        regExp: /^\.\/service\.ts$/,
        mode: 'lazy',
      }),
    ),
  },
  mf_account: {
    routes: () => import(/* webpackChunkName: "routes-mf_account" */ 'mf-account/routes'),
    service: serviceOf(
      import.meta.webpackContext('mf-account/exposes', {
        regExp: /^\.\/service\.ts$/,
        mode: 'lazy',
      }),
    ),
  },
  mf_backoffice: {
    routes: () => import(/* webpackChunkName: "routes-mf_backoffice" */ 'mf-backoffice/routes'),
    service: serviceOf(
      import.meta.webpackContext('mf-backoffice/exposes', {
        regExp: /^\.\/service\.ts$/,
        mode: 'lazy',
      }),
    ),
  },
};

mountsState.table = MOUNTS;
mountsState.sources = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 'published'] as const));
mountsState.ready = true;

/**
 * Every remote is part of this build. The registry names each by a data: URL of the manifest
 * its release would publish (what it exposes, its mounts), which the shell reads with no request.
 */
const manifestOf = (remote: RemoteName) =>
  `data:application/json,${encodeURIComponent(
    JSON.stringify({
      exposes: [{ name: 'routes' }, ...(EXPOSES[remote].service ? [{ name: 'service' }] : [])],
      shop: { mounts: MOUNTS[remote] },
    }),
  )}`;
const REGISTRY: RemoteRegistry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestOf(name)]));

export const initFederation: typeof Federation.initFederation = () => Promise.resolve(REGISTRY);

export const refreshFederation: typeof Federation.refreshFederation = () => Promise.resolve();

export const loadExposed: typeof Federation.loadExposed = async <T>(remote: RemoteName, exposed: Exposed) => {
  const load = EXPOSES[remote][exposed];
  if (!load) throw new Error(`${remote} has no ${exposed}`);
  return (await load()) as T;
};
