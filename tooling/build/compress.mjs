// Writes .br and .gz beside every text asset of a build folder, so the server sends
// pre-compressed files (@fastify/static preCompressed) without compressing per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|json|svg|html|txt)$/;
const MIN_BYTES = 1024;

export function compressFolder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      compressFolder(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = readFileSync(full);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
