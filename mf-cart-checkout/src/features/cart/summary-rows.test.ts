import { summaryRows } from './summary-rows';

describe('the cart summary (docs/spec.md §9)', () => {
  it('shows only the total without a discount', () => {
    expect(
      summaryRows({ subTotal: 84.98, discount: 0, nameDiscount: '', discountAmount: 0, finalPrice: 84.98 }),
    ).toEqual([{ kind: 'total', amount: 84.98 }]);
  });

  it('shows subtotal, the discount with its code and percent, and the total with one', () => {
    expect(
      summaryRows({
        subTotal: 84.98,
        discount: 10,
        nameDiscount: 'WELCOME10',
        discountAmount: 8.5,
        finalPrice: 76.48,
      }),
    ).toEqual([
      { kind: 'subtotal', amount: 84.98 },
      { kind: 'discount', amount: 8.5, code: 'WELCOME10', percent: 10 },
      { kind: 'total', amount: 76.48 },
    ]);
  });
});
