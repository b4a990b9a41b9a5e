import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig, standaloneConfig } from '../tooling/rspack-common.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env = {}) =>
  env.standalone
    ? standaloneConfig({ dir, prefix: 'catalog', port: 3001 })
    : remoteConfig({ dir, name: 'mf_catalog', prefix: 'catalog', port: 3101 });
