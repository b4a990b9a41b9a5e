import { ApiError } from '../../http/api-error';
import { CheckoutRefusal } from './checkout-refusal';

const thrown = (refusal: CheckoutRefusal): unknown => {
  try {
    refusal.throwIfAny();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('CheckoutRefusal', () => {
  it('throws nothing while empty', () => {
    const refusal = new CheckoutRefusal();
    expect(refusal.isEmpty).toBe(true);
    expect(thrown(refusal)).toBeUndefined();
  });

  it('answers every problem at once with the gravest status: missing, then expired, then changed', () => {
    const refusal = new CheckoutRefusal()
      .add(409, 'stock.7', 'stock_short', { quantity: 3 })
      .add(410, 'coupon_code_discount', 'coupon_expired', { code: 'X' })
      .add(409, 'stock.7', 'price_changed');
    const error = thrown(refusal) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(410);
    expect(error.errors).toEqual({
      'stock.7': [{ key: 'stock_short', params: { quantity: 3 } }, { key: 'price_changed' }],
      coupon_code_discount: [{ key: 'coupon_expired', params: { code: 'X' } }],
    });
    refusal.add(404, 'product.8', 'product_not_found', { id: 8 });
    expect((thrown(refusal) as ApiError).statusCode).toBe(404);
  });
});
