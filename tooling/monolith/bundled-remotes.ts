// The monolith's stand-in for shell/src/composition/federation.ts (tooling/monolith/
// rspack.config.mjs swaps it in): the same three functions, with every remote bundled into
// the application instead of discovered at runtime. Each remote's routes and service stay a
// dynamic import(), so route code is split and lazy as in the composed build, and the mount
// table is each remote's own src/exposes/mounts.json, known from the first render.
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type * as Federation from '../../shell/src/composition/federation';
import { mountsState } from '../../shell/src/composition/remote-mounts';
import { type RemoteRegistry } from '../../shell/src/composition/remote-registry';
import accountMounts from '../../mf-account/src/exposes/mounts.json';
import backofficeMounts from '../../mf-backoffice/src/exposes/mounts.json';
import cartMounts from '../../mf-cart-checkout/src/exposes/mounts.json';
import catalogMounts from '../../mf-catalog/src/exposes/mounts.json';

type Exposed = 'routes' | 'service';

const EXPOSES: Record<RemoteName, Record<Exposed, () => Promise<unknown>>> = {
  mf_catalog: {
    routes: () => import('../../mf-catalog/src/exposes/routes'),
    service: () => import('../../mf-catalog/src/exposes/service'),
  },
  mf_cart_checkout: {
    routes: () => import('../../mf-cart-checkout/src/exposes/routes'),
    service: () => import('../../mf-cart-checkout/src/exposes/service'),
  },
  mf_account: {
    routes: () => import('../../mf-account/src/exposes/routes'),
    service: () => import('../../mf-account/src/exposes/service'),
  },
  mf_backoffice: {
    routes: () => import('../../mf-backoffice/src/exposes/routes'),
    service: () => import('../../mf-backoffice/src/exposes/service'),
  },
};

mountsState.table = {
  mf_catalog: catalogMounts,
  mf_cart_checkout: cartMounts,
  mf_account: accountMounts,
  mf_backoffice: backofficeMounts,
};
mountsState.sources = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 'published'] as const));
mountsState.ready = true;

/** Every remote is part of this build: a registry that names them all. */
const REGISTRY: RemoteRegistry = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 'bundled']));

export const initFederation: typeof Federation.initFederation = () => Promise.resolve(REGISTRY);

export const refreshFederation: typeof Federation.refreshFederation = () => Promise.resolve();

export const loadExposed: typeof Federation.loadExposed = async <T>(remote: RemoteName, exposed: Exposed) =>
  (await EXPOSES[remote][exposed]()) as T;
