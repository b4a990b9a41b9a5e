import { paymentResultOf } from './payment-outcomes';

// The payment authorisation's answers (payment-authorization.ts, shared-contracts'
// initiate-authorization.ts) as the metrics count them.

describe('paymentResultOf', () => {
  it.each([
    [200, [], 'paid'],
    [402, ['payment_declined'], 'declined'],
    [409, ['payment_not_authenticated'], 'not_authenticated'],
    [409, ['stock_short', 'stock_short'], 'stock_short'],
    [409, ['payment_order_not_payable'], 'refused'],
    [400, ['invalid_type'], 'refused'],
    [401, [], 'refused'],
    [410, ['payment_transaction_expired'], 'refused'],
    [429, ['rate_limited'], 'refused'],
    [500, [], 'error'],
    [503, ['service_unavailable'], 'error'],
  ] as const)('%p with %p is %p', (status, keys, result) => {
    expect(paymentResultOf(status, keys)).toBe(result);
  });
});
