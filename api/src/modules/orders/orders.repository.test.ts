import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { placeOrder } from './order-placement';
import { OrdersRepository } from './orders.repository';
import { insertProductCopies } from '../../testing/products';

// What the order pages read back.

let database: DatabaseHandle;
let orders: OrdersRepository;
beforeAll(async () => {
  database = await openTestDatabase();
  orders = new OrdersRepository(database.db);
});
afterAll(() => database?.close());

describe('OrdersRepository.lines', () => {
  it('names a line after the product in the language asked, and by its kept name once the product is gone', async () => {
    const original = await database.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
    const [copy] = await insertProductCopies(database.db, [original.id], {
      names: { en: 'Gone lamp', es: 'Lámpara retirada' },
    });
    const productId = copy!;
    const created = await placeOrder(orders, {
      userId: null,
      lines: [
        {
          productId,
          name: 'Lámpara como se compró',
          image: 'lamp.svg',
          unitPriceCents: 1000,
          quantity: 1,
        },
      ],
    });
    expect((await orders.lines(created.id, 'en'))[0]?.name).toBe('Gone lamp');
    expect((await orders.lines(created.id, 'es'))[0]?.name).toBe('Lámpara retirada');

    // Today a product with orders cannot be deleted (the foreign key); should that change,
    // the line keeps its own name. This test file's database only.
    await sql`alter table order_lines drop constraint order_lines_product_id_fkey`.execute(database.db);
    await database.db.deleteFrom('products').where('id', '=', productId).execute();
    expect(await orders.lines(created.id, 'en')).toEqual([
      {
        product_id: productId,
        name: 'Lámpara como se compró',
        image: 'lamp.svg',
        unit_price_cents: 1000,
        quantity: 1,
      },
    ]);
  });
});
