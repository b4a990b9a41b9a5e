// Wire examples in docs/spec.md's shapes, shared by the schema tests of several domains.

export const addressExample = {
  email: 'ana@example.com',
  name: 'Ana García',
  streetAddress: 'Calle Mayor 1',
  streetAddressContinued: '2º B',
  city: 'Madrid',
  country: 'España',
  state: 'Madrid',
  zip: '28013',
  phoneNumber: '600123456',
  phonePrefix: '34',
};

/** An order of 1289 € + 2 × 45.50 € with MAXIMO (45.25 %): 1380 € − 624.45 € = 755.55 €. */
export const orderDetailExample = {
  code: 'EST-20260305-7K3F9Q',
  status: 'RECEIVED',
  date: '2026-03-05 07:08:09',
  products: [
    { name: 'Sofá Olivo', image: '/images/sofa-olivo-1.webp', price: 1289, amount: 1, productId: 7 },
    { name: 'Jarrón', image: '/images/jarron.webp', price: 45.5, amount: 2, productId: 12 },
  ],
  cartPrice: 1380,
  cartDiscount: 624.45,
  nameDiscount: 'MAXIMO',
  percentageDiscount: 45.25,
  finalPrice: 755.55,
};
