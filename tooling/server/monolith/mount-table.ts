// The paths each remote owns, from each remote's own src/exposes/mounts.json: what its
// composed release publishes in its manifest. The monolith knows them at build time, in the
// browser (bundled-remotes.ts) as on the server (server-releases.ts).
import { type RemoteName } from 'shared-contracts';
import accountMounts from 'mf-account/mounts.json';
import backofficeMounts from 'mf-backoffice/mounts.json';
import cartMounts from 'mf-cart-checkout/mounts.json';
import catalogMounts from 'mf-catalog/mounts.json';

export const MOUNTS: Record<RemoteName, string[]> = {
  mf_catalog: catalogMounts,
  mf_cart_checkout: cartMounts,
  mf_account: accountMounts,
  mf_backoffice: backofficeMounts,
};
