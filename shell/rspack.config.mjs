import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig, shellServerConfig } from 'tooling-build/rspack';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The shell's release: the browser's host and the server's renderer (dist/server/), built
// together; `--env browser` (the dev server) builds the browser's only.
export default (env = {}) => {
  const browser = hostConfig({ dir, port: 3000 });
  return env.browser ? browser : [browser, shellServerConfig({ dir })];
};
