import { sql } from 'kysely';
import { getJson } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/test-app';

// Issue 26, point 3: the embedded database never blocks the server. While a query holds
// PGlite (its worker thread; on PostgreSQL a pooled connection), what needs no query — a kept
// catalogue answer, an image — is answered at once: before the query ends, not after it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pgliteWorker: true });
});
afterAll(() => t?.close());

const KEPT = '/api/collections/lamparas?language=es';
const IMAGE = '/static_images/image_type/sofas.svg';

it('answers a kept answer and an image while a long query runs', async () => {
  expect((await getJson(t.app, KEPT)).status).toBe(200);
  const order: string[] = [];
  const longQuery = sql`select pg_sleep(1.5)`.execute(t.db).then(() => order.push('query'));
  // The query is under way once its session is taken: give it a turn to start.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const requests = Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      t.app.inject({ method: 'GET', url: index % 2 ? KEPT : IMAGE }).then((response) => {
        expect(response.statusCode).toBe(200);
        order.push('answer');
      }),
    ),
  );
  await Promise.all([longQuery, requests]);
  expect(order).toEqual([...Array<string>(20).fill('answer'), 'query']);
});
