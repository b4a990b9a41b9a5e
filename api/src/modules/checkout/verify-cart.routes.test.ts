import { centsToEuros } from 'shared-contracts';
import { createCoupon, finalPriceOf, stockedProducts, type StockedProduct } from '../../testing/checkout';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

// POST /checkout/verify_cart (docs/spec.md §4, §7; docs/security.md Money): anyone may verify a cart;
// the server prices it from its own products and coupons and only compares the browser's numbers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const verify = (body: object, headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/checkout/verify_cart', body, headers);

/** What the cart remote sends for these products, quantities and coupon, priced as the server prices. */
function cartBody(
  lines: { product: StockedProduct; quantity: number }[],
  coupon: string | null,
  percent = 0,
) {
  return {
    cart_data: lines.map(({ product, quantity }) => ({
      id: product.id,
      quantity,
      price: centsToEuros(product.price_cents),
    })),
    coupon_code_discount: coupon,
    total: finalPriceOf(
      lines.map(({ product, quantity }) => ({ price_cents: product.price_cents, quantity })),
      percent,
    ),
  };
}

describe('a cart the server agrees with', () => {
  it('is answered with empty error lists, to a visitor (no token)', async () => {
    const [a, b] = await stockedProducts(t.db, 2);
    const body = cartBody(
      [
        { product: a!, quantity: 2 },
        { product: b!, quantity: 1 },
      ],
      null,
    );
    expect(await verify(body)).toEqual({ status: 200, body: { errors: {} } });
  });

  it("docs/spec.md's worked cart: 1,289 € + 2 × 45.50 € with MAXIMO (45.25 %) is 755.55 €", async () => {
    const [sofa, vase] = await stockedProducts(t.db, 2, { offset: 40 });
    await t.db.updateTable('products').set({ price_cents: 128900 }).where('id', '=', sofa!.id).execute();
    await t.db.updateTable('products').set({ price_cents: 4550 }).where('id', '=', vase!.id).execute();
    const body = {
      cart_data: [
        { id: sofa!.id, quantity: 1, price: 1289 },
        { id: vase!.id, quantity: 2, price: 45.5 },
      ],
      coupon_code_discount: 'maximo',
      total: 755.55,
    };
    expect(await verify(body)).toEqual({ status: 200, body: { errors: {} } });
    expect((await verify({ ...body, total: 755.56 })).status).toBe(409);
  });
});

describe('numbers a client made up are refused', () => {
  it('a line price lowered in the browser: 409 under price.<id>, even with a total to match', async () => {
    const [a, b] = await stockedProducts(t.db, 2);
    const body = cartBody(
      [
        { product: a!, quantity: 1 },
        { product: b!, quantity: 1 },
      ],
      null,
    );
    const tampered = {
      ...body,
      cart_data: [{ ...body.cart_data[0]!, price: 0.01 }, body.cart_data[1]],
      total: centsToEuros(1 + b!.price_cents),
    };
    expect(await verify(tampered)).toEqual({
      status: 409,
      body: {
        errors: {
          [`price.${a!.id}`]: ['El precio de este producto ha cambiado'],
          total: ['El total ha cambiado; revisa tu carro'],
        },
      },
    });
  });

  it('a total that is not the server’s: 409 under total, in the language asked', async () => {
    const [a] = await stockedProducts(t.db, 1);
    const body = cartBody([{ product: a!, quantity: 1 }], null);
    expect(await verify({ ...body, total: centsToEuros(a!.price_cents - 1) })).toEqual({
      status: 409,
      body: { errors: { total: ['El total ha cambiado; revisa tu carro'] } },
    });
    expect(
      await verify({ ...body, total: centsToEuros(a!.price_cents + 1) }, { 'accept-language': 'en' }),
    ).toEqual({
      status: 409,
      body: { errors: { total: ['The total has changed; please review your cart'] } },
    });
  });

  it('a coupon’s discount is the server’s: a made-up larger one leaves the total refused', async () => {
    const [a] = await stockedProducts(t.db, 1);
    const lines = [{ product: a!, quantity: 3 }];
    expect((await verify(cartBody(lines, 'WELCOME10', 10))).status).toBe(200);
    expect(await verify(cartBody(lines, 'WELCOME10', 20))).toMatchObject({
      status: 409,
      body: { errors: { total: [expect.any(String)] } },
    });
  });

  it('caps a coupon at 45.25 %, even one stored with 60 %', async () => {
    const code = await createCoupon(t.db, 6000);
    const [a] = await stockedProducts(t.db, 1);
    const lines = [{ product: a!, quantity: 2 }];
    expect(await verify(cartBody(lines, code, 45.25))).toEqual({ status: 200, body: { errors: {} } });
    expect((await verify(cartBody(lines, code, 60))).status).toBe(409);
  });

  it.each([
    ['a total with float noise', { total: 0.1 + 0.2 }, 'total', 'Admite como máximo dos decimales'],
    ['a negative price', { price: -1 }, 'cart_data.0.price', 'Debe ser como mínimo 0'],
    ['a quantity of 0', { quantity: 0 }, 'cart_data.0.quantity', 'Debe ser como mínimo 1'],
  ])('%s: 400 on its field', async (_name, change, field, message) => {
    const [a] = await stockedProducts(t.db, 1);
    const body = cartBody([{ product: a!, quantity: 1 }], null);
    const input =
      'total' in change
        ? { ...body, ...change }
        : { ...body, cart_data: [{ ...body.cart_data[0]!, ...change }] };
    expect(await verify(input)).toEqual({ status: 400, body: { errors: { [field]: [message] } } });
  });
});

describe('lines and coupons the shop cannot sell', () => {
  it('a line above the stock: 409 under stock.<id> with the quantity asked for', async () => {
    const [a, b] = await stockedProducts(t.db, 2);
    const tooMany = a!.stock + 1;
    const body = cartBody(
      [
        { product: a!, quantity: tooMany },
        { product: b!, quantity: 1 },
      ],
      null,
    );
    expect(await verify(body)).toEqual({
      status: 409,
      body: { errors: { [`stock.${a!.id}`]: [`No hay ${tooMany} disponibles`] } },
    });
    expect((await verify(body, { 'accept-language': 'en' })).body).toEqual({
      errors: { [`stock.${a!.id}`]: [`There are not ${tooMany} available`] },
    });
  });

  it('a sold-out product on a line is short too', async () => {
    const soldOut = await t.db
      .selectFrom('products')
      .select(['id', 'price_cents', 'stock'])
      .where('stock', '=', 0)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(await verify(cartBody([{ product: soldOut, quantity: 1 }], null))).toEqual({
      status: 409,
      body: { errors: { [`stock.${soldOut.id}`]: ['No hay 1 disponibles'] } },
    });
  });

  it('a product that does not exist: 404 under product.<id>, with every other problem at once', async () => {
    const [a] = await stockedProducts(t.db, 1);
    const body = cartBody([{ product: a!, quantity: a!.stock + 1 }], null);
    body.cart_data.push({ id: 999999, quantity: 1, price: 10 });
    expect(await verify(body)).toEqual({
      status: 404,
      body: {
        errors: {
          [`stock.${a!.id}`]: [`No hay ${a!.stock + 1} disponibles`],
          'product.999999': ['No existe el producto 999999'],
        },
      },
    });
  });

  it('an unknown coupon: 404 under coupon_code_discount; an expired one: 410', async () => {
    const [a] = await stockedProducts(t.db, 1);
    const lines = [{ product: a!, quantity: 1 }];
    expect(await verify(cartBody(lines, 'NOEXISTE'))).toEqual({
      status: 404,
      body: { errors: { coupon_code_discount: ['El código NOEXISTE no es válido'] } },
    });
    expect(await verify(cartBody(lines, 'caducado5', 5), { 'accept-language': 'en' })).toEqual({
      status: 410,
      body: { errors: { coupon_code_discount: ['The code CADUCADO5 has expired'] } },
    });
  });

  it('a deleted coupon is unknown', async () => {
    const code = await createCoupon(t.db, 1000);
    await t.db.updateTable('coupons').set({ deleted_at: new Date() }).where('code', '=', code).execute();
    const [a] = await stockedProducts(t.db, 1);
    expect((await verify(cartBody([{ product: a!, quantity: 1 }], code, 10))).status).toBe(404);
  });
});
