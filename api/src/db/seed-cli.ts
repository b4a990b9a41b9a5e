import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap';
import { resetCatalogue } from './seed/reset-catalogue';

// npm run db:seed -w api [-- --products 100000] [--reset]
//   Seeds an empty database with the catalogue, coupons and images (the server does the
//   same on first start). --products sets the catalogue size (the benchmark uses
//   100,000); --reset first empties the catalogue and what points at it, orders included.
const { values } = parseArgs({
  options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
});
const config = loadConfig();
const products = values.products === undefined ? config.seedProducts : Number(values.products);
if (!Number.isInteger(products) || products < 1)
  throw new Error(`--products must be a positive whole number`);

const started = Date.now();
const database = await openConfiguredDatabase(config);
try {
  if (values.reset) await resetCatalogue(database.db);
  const report = await prepareDatabase(database, { ...config, seedProducts: products });
  if (report.seeded) {
    const { collections, types, coupons } = report.seeded;
    console.log(
      `Seeded ${report.seeded.products} products in ${types} types of ${collections} collections, ${coupons} coupons, ` +
        `${report.imagesWritten} images, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else {
    console.log('The database already has a catalogue; run with --reset to replace it.');
  }
} finally {
  await database.close();
}
