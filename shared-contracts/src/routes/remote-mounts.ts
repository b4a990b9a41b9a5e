/**
 * The four remotes, by their Module Federation container names. Which paths each one
 * renders is the remote's own to publish: its `src/exposes/mounts.json`, written into the
 * manifest of each release, which the shell reads (not a table in this package).
 */
export const REMOTE_NAMES = ['mf_catalog', 'mf_cart_checkout', 'mf_account', 'mf_backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
