import { lineTotal, totalRows } from './order-totals';

const withCoupon = {
  cartPrice: 1380,
  cartDiscount: 624.45,
  nameDiscount: 'MAXIMO',
  percentageDiscount: 45.25,
  finalPrice: 755.55,
};

describe('totalRows', () => {
  it('shows subtotal, the discount with its code and percent, and the total when discounted', () => {
    expect(totalRows(withCoupon)).toEqual([
      { kind: 'subtotal', amount: 1380 },
      { kind: 'discount', amount: 624.45, code: 'MAXIMO', percent: 45.25 },
      { kind: 'total', amount: 755.55 },
    ]);
  });

  it('shows the total alone without a discount (docs/spec.md §9)', () => {
    expect(
      totalRows({
        ...withCoupon,
        cartDiscount: 0,
        nameDiscount: null,
        percentageDiscount: 0,
        finalPrice: 1380,
      }),
    ).toEqual([{ kind: 'total', amount: 1380 }]);
  });
});

describe('lineTotal', () => {
  it('is the unit price times the amount, in whole cents', () => {
    expect(lineTotal({ price: 45.5, amount: 2 })).toBe(91);
    expect(lineTotal({ price: 0.1, amount: 3 })).toBe(0.3);
  });
});
