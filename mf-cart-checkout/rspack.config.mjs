import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig, standaloneConfig } from '../tooling/rspack-common.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env = {}) =>
  env.standalone
    ? standaloneConfig({ dir, prefix: 'cart', port: 3002 })
    : remoteConfig({ dir, name: 'mf_cart_checkout', prefix: 'cart', port: 3102 });
