import { CartRemoveProductRequestSchema } from './remove-product';
import { UpsertAmountProductRequestSchema } from './upsert-amount-product';
import { UserCartAnswerSchema } from './user-cart';

describe('UpsertAmountProductRequestSchema', () => {
  it.each([
    [{ sku_product: 5, user_id: 1, amount: 0 }, true],
    [{ sku_product: '5', user_id: '1', amount: 3 }, true],
    [{ sku_product: 5, user_id: 1, amount: -1 }, false],
    [{ sku_product: 5, user_id: 1, amount: 1.5 }, false],
    [{ sku_product: 5, user_id: 1, amount: '2' }, false],
    [{ sku_product: 5, user_id: 1, amount: 1000 }, false],
    [{ sku_product: 5, amount: 1 }, false],
    [{ user_id: 1, amount: 1 }, false],
  ])('%p → %p', (body, ok) => {
    expect(UpsertAmountProductRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('CartRemoveProductRequestSchema', () => {
  it('parses ids given as text', () => {
    expect(CartRemoveProductRequestSchema.parse({ sku_product: '9', user_id: '2' })).toEqual({
      sku_product: 9,
      user_id: 2,
    });
  });
});

describe('UserCartAnswerSchema', () => {
  const line = {
    id: 1,
    name: 'Lámpara',
    price: 10.5,
    discount: 0,
    stock: 3,
    image: '/images/a.svg',
    quantity: 2,
  };
  it.each([
    [{ products: [line] }, true],
    [{ products: [] }, true],
    [{ products: [{ ...line, quantity: 0 }] }, false],
    [{ products: [{ ...line, quantity: undefined }] }, false],
  ])('%p → %p', (answer, ok) => {
    expect(UserCartAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});
