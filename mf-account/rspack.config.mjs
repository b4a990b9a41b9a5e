import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig, remoteServerConfig, standaloneConfig } from 'tooling-build/rspack';

const dir = path.dirname(fileURLToPath(import.meta.url));

// A release is the browser build and the server build beside it; `--env browser` (the federated
// dev server) builds the browser's only.
export default (env = {}) => {
  if (env.standalone) return standaloneConfig({ dir, prefix: 'account', port: 3003 });
  const browser = remoteConfig({ dir, name: 'mf_account', prefix: 'account', port: 3103 });
  return env.browser
    ? browser
    : [browser, remoteServerConfig({ dir, name: 'mf_account', prefix: 'account' })];
};
