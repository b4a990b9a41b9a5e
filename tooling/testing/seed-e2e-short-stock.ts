// node --import tsx tooling/testing/seed-e2e-short-stock.ts --customers N --out FILE
//   (with DATA_DIR, or DATABASE_URL, as the shop will start with). Migrates and seeds the
//   database if it is new, registers N customers whose server carts hold 3 units of one
//   product, then has another buyer take all of its stock but one unit, through the API's own
//   cart and stock repositories; writes what the browser test needs to FILE. For test shops only.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../api/src/config';
import { openConfiguredDatabase, prepareDatabase } from '../../api/src/db/bootstrap';
import { hashPassword } from '../../api/src/modules/accounts/password-hash';
import { CartRepository } from '../../api/src/modules/cart/cart.repository';
import { StockRepository } from '../../api/src/modules/catalog/stock.repository';
import { type ShortStockFixture } from './e2e-short-stock-fixture';

const QUANTITY = 3;
const LEFT = 1;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { customers: { type: 'string' }, out: { type: 'string' } } });
  const count = Number(values.customers);
  if (!Number.isInteger(count) || count < 1 || !values.out) throw new Error('give --customers N and --out');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config);
    const db = database.db;
    const product = await db
      .selectFrom('products')
      .select(['id', 'name_es', 'name_en', 'stock'])
      .where('stock', '>=', QUANTITY + 2)
      .where('discount_percent', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const carts = new CartRepository(db);
    const customers: ShortStockFixture['customers'] = [];
    for (let index = 0; index < count; index += 1) {
      const email = `short-stock-${index}-${randomUUID()}@e2e.example.com`;
      const password = `Pw-${randomUUID()}`;
      const { id } = await db
        .insertInto('users')
        .values({ email, password_hash: await hashPassword(password, config.scryptLogN), role: 'customer' })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!(await carts.setQuantityWithinStock(id, product.id, QUANTITY)))
        throw new Error(`product ${product.id} has fewer than ${QUANTITY} units`);
      customers.push({ email, password });
    }
    // Another buyer's sale: every unit but one.
    if (!(await new StockRepository(db).take(product.id, product.stock - LEFT)))
      throw new Error(`could not take the stock of product ${product.id}`);
    const fixture: ShortStockFixture = {
      product: { id: product.id, nameEs: product.name_es, nameEn: product.name_en },
      quantity: QUANTITY,
      stock: LEFT,
      customers,
    };
    writeFileSync(values.out, `${JSON.stringify(fixture, null, 2)}\n`, { mode: 0o600 });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `seed-e2e-short-stock failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
