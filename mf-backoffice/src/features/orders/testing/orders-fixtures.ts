// Tests only: orders shaped by the back-office contracts.
import { type Address, type BackofficeOrderAnswer, type BackofficeOrderSummary } from 'shared-contracts';

export const billing: Address = {
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  streetAddress: 'Calle Mayor 5',
  streetAddressContinued: '2º B',
  city: 'Madrid',
  country: 'España',
  state: 'Madrid',
  zip: '28013',
  phoneNumber: '600123123',
  phonePrefix: '34',
};

export const shipping: Address = {
  ...billing,
  name: 'Luis Ruiz',
  streetAddress: 'Gran Vía 1',
  streetAddressContinued: '',
};

export function orderSummary(overrides: Partial<BackofficeOrderSummary> = {}): BackofficeOrderSummary {
  return {
    code: 'EST-20260305-7K3F9Q',
    status: 'RECEIVED',
    date: '2026-03-05 07:08:09',
    billingAddress: billing,
    shippingAddress: shipping,
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<BackofficeOrderAnswer> = {}): BackofficeOrderAnswer {
  return {
    ...orderSummary(),
    products: [
      { name: 'Lámpara Aro', image: '/images/aro.webp', price: 120, amount: 2, productId: 12 },
      { name: 'Jarrón Duna', image: '/images/duna.webp', price: 35.5, amount: 1, productId: 40 },
    ],
    cartPrice: 275.5,
    cartDiscount: 27.55,
    nameDiscount: 'WELCOME10',
    percentageDiscount: 10,
    finalPrice: 247.95,
    delivery: 'home',
    statusHistory: [{ from: 'PAYMENT', to: 'RECEIVED', date: '2026-03-05 07:08:09', changedBy: null }],
    ...overrides,
  };
}
