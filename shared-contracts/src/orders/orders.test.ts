import { formatUtcDateTime } from '../format/date';
import { describeCalls } from '../shared/testing/describe-calls';
import { orderDetailExample } from '../shared/testing/fixtures';
import * as calls from './calls';
import { GuestOrderParamsSchema } from './guest-order';
import { OrderDateSchema } from './order-date';
import { OrderDetailSchema } from './order-detail';
import { OrderQuerySchema, UserOrderParamsSchema } from './user-order';
import { UserOrdersAnswerSchema, UserOrdersParamsSchema } from './user-orders';

const orderDetail = orderDetailExample;

describeCalls('orders', calls);

describe('OrderDateSchema (UTC YYYY-MM-DD HH:MM:SS)', () => {
  it.each([
    [formatUtcDateTime('2026-03-05T01:08:09+02:00'), true],
    ['2025-12-31 23:59:59', true],
    ['2026-03-05T07:08:09Z', false],
    ['2026-03-05 07:08', false],
    ['2026-13-05 07:08:09', false],
    ['2026-03-05 24:00:00', false],
  ])('%p → %p', (date, ok) => {
    expect(OrderDateSchema.safeParse(date).success).toBe(ok);
  });
});

describe('GET /orders/{userId}', () => {
  it('answers an array of code, status and date', () => {
    expect(UserOrdersParamsSchema.parse({ userId: '4' })).toEqual({ userId: 4 });
    expect(
      UserOrdersAnswerSchema.safeParse([{ code: 'EST-0001', status: 'SEND', date: '2026-01-02 03:04:05' }])
        .success,
    ).toBe(true);
    expect(UserOrdersAnswerSchema.safeParse([]).success).toBe(true);
    expect(UserOrdersAnswerSchema.safeParse({ orders: [] }).success).toBe(false);
    expect(
      UserOrdersAnswerSchema.safeParse([{ code: 'EST-0001', status: 'LOST', date: '2026-01-02 03:04:05' }])
        .success,
    ).toBe(false);
  });
});

describe('OrderDetailSchema (docs/spec.md §3)', () => {
  it('takes the detail of an order with a coupon, and one without', () => {
    expect(OrderDetailSchema.safeParse(orderDetail).success).toBe(true);
    const plain = {
      ...orderDetail,
      cartDiscount: 0,
      nameDiscount: null,
      percentageDiscount: 0,
      finalPrice: 1380,
    };
    expect(OrderDetailSchema.safeParse(plain).success).toBe(true);
  });

  it.each([
    ['a line without productId', { products: [{ ...orderDetail.products[0], productId: undefined }] }],
    ['a line of amount 0', { products: [{ ...orderDetail.products[0], amount: 0 }] }],
    ['a negative price', { finalPrice: -1 }],
    ['a discount above the coupon cap', { percentageDiscount: 45.26 }],
    ['no finalPrice', { finalPrice: undefined }],
    ['a status that does not exist', { status: 'SHIPPED' }],
  ])('refuses %s', (_name, change) => {
    expect(OrderDetailSchema.safeParse({ ...orderDetail, ...change }).success).toBe(false);
  });
});

describe('order look-ups', () => {
  it('take the user and code, with the language of the product names', () => {
    expect(UserOrderParamsSchema.parse({ userId: '4', orderCode: 'EST-0001' })).toEqual({
      userId: 4,
      orderCode: 'EST-0001',
    });
    expect(OrderQuerySchema.parse({})).toEqual({ language: 'es' });
    expect(OrderQuerySchema.parse({ language: 'en-US' })).toEqual({ language: 'en' });
    expect(UserOrderParamsSchema.safeParse({ userId: '4', orderCode: '../x' }).success).toBe(false);
  });

  const token = 'q3Rz8V0mYt1nX4bL6cK9wE2sA5dF7gH0jU3iO8pZ1vB';
  it.each([
    [{ orderCode: 'EST-0001', access_token: token }, true],
    [{ orderCode: 'EST-0001', access_token: token.slice(0, 31) }, false],
    [{ orderCode: 'EST-0001', access_token: `${token}!` }, false],
    [{ orderCode: 'EST-0001' }, false],
  ])('a guest link %p → %p', (params, ok) => {
    expect(GuestOrderParamsSchema.safeParse(params).success).toBe(ok);
  });
});
