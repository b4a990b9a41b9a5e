import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig } from '../tooling/rspack-common.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default hostConfig({ dir, port: 3000 });
