import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from 'tooling-testing/shop-process';

/** The data folder of `npm run bench:api`'s catalogue of `products` products (PGlite), shared with it. */
export const catalogueDir = (products: number) => path.join(REPO_ROOT, 'data', `bench-api-${products}`);

/**
 * Seeds the catalogue when its folder has none yet, with the API's seed command: the shop would
 * seed it on first start too, but on a busy machine 100,000 products can take longer than a
 * shop is given to answer its health check.
 */
export async function ensureCatalogue(products: number): Promise<string> {
  const dataDir = catalogueDir(products);
  if (existsSync(path.join(dataDir, 'pglite'))) return dataDir;
  console.log(`Seeding ${products.toLocaleString('en-US')} products into ${dataDir} (once, about a minute)…`);
  const seed = spawn(
    process.execPath,
    ['--import', 'tsx', 'api/src/db/seed-cli.ts', '--products', String(products)],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the catalogue failed (exit code ${code})`);
  return dataDir;
}
