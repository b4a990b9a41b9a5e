// Tests only: orders and sessions shaped by the contracts.
import { type OrderDetail, type OrderSummary, type Session } from 'shared-contracts';

export const ORDER_CODE = 'EST-20260305-7K3F9Q';
export const GUEST_TOKEN = 'q3Rz8V0mYt1nX4bL6cK9wE2sA5dF7gH0jU3iO8pZ1vB';

/** A signed-in customer's session, as the shell publishes it. */
export function customerSession(userId = 4): Session {
  return { token: `token-of-${userId}`, userId, tokenExpirationDate: '2099-01-01T00:00:00.000Z' };
}

export function orderSummary(code: string, change: Partial<OrderSummary> = {}): OrderSummary {
  return { code, status: 'RECEIVED', date: '2026-03-05 07:08:09', ...change };
}

/** An order of two lines with a 45.25 % coupon, as GET /orders/{userId}/{code} answers it. */
export function orderDetail(change: Partial<OrderDetail> = {}): OrderDetail {
  return {
    code: ORDER_CODE,
    status: 'SEND',
    date: '2026-03-05 07:08:09',
    products: [
      { name: 'Sofá Olivo', image: '/images/sofa-olivo-1.webp', price: 1289, amount: 1, productId: 7 },
      { name: 'Jarrón Nube', image: '/images/jarron-nube.webp', price: 45.5, amount: 2, productId: 12 },
    ],
    cartPrice: 1380,
    cartDiscount: 624.45,
    nameDiscount: 'MAXIMO',
    percentageDiscount: 45.25,
    finalPrice: 755.55,
    ...change,
  };
}
