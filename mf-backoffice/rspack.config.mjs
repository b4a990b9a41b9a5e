import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig, standaloneConfig } from '../tooling/rspack-common.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (env = {}) =>
  env.standalone
    ? standaloneConfig({ dir, prefix: 'backoffice', port: 3004 })
    : remoteConfig({ dir, name: 'mf_backoffice', prefix: 'backoffice', port: 3104 });
