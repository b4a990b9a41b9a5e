import { CouponCodeAnswerSchema } from 'shared-contracts';
import { getJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const check = (query: string, headers: Record<string, string> = {}) =>
  getJson(t.app, `/api/couponcode${query}`, headers);

describe('GET /api/couponcode', () => {
  it.each([
    ['WELCOME10', 10],
    ['welcome10', 10],
    [' Verano15 ', 15],
    ['maximo', 45.25],
  ])('%p gives %p percent', async (code, discount) => {
    const { status, body } = await check(`?code=${encodeURIComponent(code)}`);
    expect(status).toBe(200);
    expect(CouponCodeAnswerSchema.parse(body)).toEqual({ code: code.trim().toUpperCase(), discount });
  });

  it('answers an unknown code with a 404 and an expired one with a 410, both under `code`', async () => {
    expect(await check('?code=NOPE')).toEqual({
      status: 404,
      body: { errors: { code: ['El código NOPE no es válido'] } },
    });
    expect(await check('?code=caducado5', { 'accept-language': 'en' })).toEqual({
      status: 410,
      body: { errors: { code: ['The code CADUCADO5 has expired'] } },
    });
  });

  it('ignores a deleted coupon', async () => {
    await t.db
      .insertInto('coupons')
      .values({ code: 'GONE20', discount_bp: 2000, deleted_at: new Date() })
      .execute();
    expect((await check('?code=gone20')).status).toBe(404);
  });

  it.each(['', '?code=', '?code=%20%20', `?code=${'X'.repeat(41)}`])(
    'answers %p with a 400 on code',
    async (query) => {
      const { status, body } = await check(query);
      expect(status).toBe(400);
      expect(Object.keys(body.errors)).toEqual(['code']);
    },
  );
});
