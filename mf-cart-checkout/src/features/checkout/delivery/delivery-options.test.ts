import { initialDeliveryMethod, workingDaysText } from './delivery-options';

describe('the delivery step', () => {
  it("starts with the order's method, else home delivery", () => {
    expect(initialDeliveryMethod({})).toBe('home');
    expect(initialDeliveryMethod({ delivery: 'studio_pickup' })).toBe('studio_pickup');
  });

  it('says 3 to 5 working days for home delivery and 2 for pick-up at the studio', () => {
    expect(workingDaysText('home')).toEqual({
      key: 'checkout.delivery.workingDaysRange',
      values: { min: 3, max: 5 },
    });
    expect(workingDaysText('studio_pickup')).toEqual({
      key: 'checkout.delivery.workingDays',
      values: { count: 2 },
    });
  });
});
