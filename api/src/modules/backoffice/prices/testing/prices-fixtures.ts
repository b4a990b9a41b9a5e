import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { salePriceCents } from 'shared-contracts';
import { type Db } from '../../../../db/database';
import { insertProductCopies } from '../../../../testing/products';
import { type JsonAnswer } from '../../../../testing/requests';
import { type TestUser } from '../../../../testing/users';

/** A staff member's prices calls through app.inject. */
export function pricesClient(app: FastifyInstance, staff: TestUser) {
  const json = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, headers = {}) => {
    const response = await app.inject({
      method,
      url: `/api/backoffice/prices${url}`,
      payload,
      headers: { ...staff.auth, ...headers },
    });
    const answer: JsonAnswer = { status: response.statusCode, body: response.json() };
    return answer;
  };
  const query = (params: Record<string, string | number | boolean> = {}) =>
    new URLSearchParams({
      user_id: String(staff.userId),
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    }).toString();
  return {
    list: (params: Record<string, string | number | boolean> = {}, headers = {}) =>
      json('GET', `?${query(params)}`, undefined, headers),
    categories: () => json('GET', `/categories?${query()}`),
    product: (id: number, language = 'es') => json('GET', `/${id}?${query({ language })}`),
    edit: (id: number, body: object, headers = {}) =>
      json('PATCH', `/${id}`, { user_id: staff.userId, ...body }, headers),
    history: (id: number, page = 1) => json('GET', `/${id}/history?${query({ page })}`),
    preview: (body: object) =>
      json('POST', '/bulk/preview', { user_id: staff.userId, language: 'es', ...body }),
    apply: (body: object, headers = {}) => json('POST', '/bulk', { user_id: staff.userId, ...body }, headers),
    exportCsv: (params: Record<string, string | number | boolean> = {}) =>
      app.inject({ url: `/api/backoffice/prices/export.csv?${query(params)}`, headers: staff.auth }),
  };
}

/**
 * `count` new products copied from the first seeded ones, named with a word of their own (so
 * a search finds them alone), with this price and discount and stock set; their ids.
 */
export async function insertPricedProducts(
  db: Db,
  count: number,
  fields: {
    listPriceCents?: number;
    discount?: number;
    stock?: number;
    names?: (index: number, word: string) => { es: string; en: string };
  } = {},
): Promise<{ ids: number[]; word: string }> {
  const word = `zq${randomBytes(4).toString('hex')}`;
  const [source] = await db.selectFrom('products').select('id').orderBy('id').limit(1).execute();
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const names = fields.names?.(index, word) ?? {
      es: `Mesa ${word} ${index}`,
      en: `Table ${word} ${index}`,
    };
    const [id] = await insertProductCopies(db, [source!.id], { names });
    ids.push(id!);
  }
  const list = fields.listPriceCents ?? 10_000;
  const discount = fields.discount ?? 0;
  await db
    .updateTable('products')
    .set({
      list_price_cents: list,
      discount_percent: discount,
      price_cents: salePriceCents(list, discount),
      stock: fields.stock ?? 20,
    })
    .where('id', 'in', ids)
    .execute();
  return { ids, word };
}
