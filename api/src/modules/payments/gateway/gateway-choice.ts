/**
 * The card processors the API can pay through, chosen by PAYMENT_GATEWAY. `sandbox` (the
 * default) is the local 3-D Secure 2 processor of docs/payments.md; a real acquirer's
 * adapter joins this list when it is written (api/README.md, "Card payments").
 */
export const PAYMENT_GATEWAYS = ['sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const DEFAULT_PAYMENT_GATEWAY: PaymentGatewayName = 'sandbox';

/** PAYMENT_GATEWAY as configured; an unknown name stops the API at start rather than at the first payment. */
export function paymentGatewayName(value: string | undefined): PaymentGatewayName {
  const name = (value ?? '').trim() || DEFAULT_PAYMENT_GATEWAY;
  const known = PAYMENT_GATEWAYS.find((gateway) => gateway === name);
  if (!known) throw new Error(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}, got '${name}'`);
  return known;
}
