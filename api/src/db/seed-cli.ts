import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runSeed } from './seed-command';

// npm run db:seed -w api [-- --products 100000] [--reset]
//   Seeds an empty database with the catalogue, coupons and images (the server does the
//   same on first start), migrating it first. --products sets the catalogue size (the
//   benchmark uses 100,000); --reset first empties the catalogue and what points at it,
//   orders included.
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  const products = values.products === undefined ? config.seedProducts : Number(values.products);
  if (!Number.isInteger(products) || products < 1)
    throw new Error('--products must be a positive whole number');

  const started = Date.now();
  const report = await runSeed({ products, reset: values.reset }, config);
  if (report.seeded) {
    const { collections, types, coupons } = report.seeded;
    console.log(
      `Seeded ${report.seeded.products} products in ${types} types of ${collections} collections, ${coupons} coupons, ` +
        `${report.imagesWritten} images, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else {
    console.log('The database already has a catalogue; run with --reset to replace it.');
  }
}

main().catch((error: unknown) => {
  // One clear line: the cause, without a stack trace.
  console.error(`db:seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
