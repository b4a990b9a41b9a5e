import { CHECKOUT_PAGE_STEP, checkoutSteps } from './checkout-steps';

describe('the checkout steps', () => {
  it('puts each page at the step index of docs/spec.md §9: address 0, payment 2, confirmation 3', () => {
    expect(CHECKOUT_PAGE_STEP).toEqual({ address: 0, delivery: 1, payment: 2, confirmation: 3 });
  });

  it('names the five steps in order, those before the page done and those after it to come', () => {
    expect(checkoutSteps('payment')).toEqual([
      { step: 'address', state: 'done' },
      { step: 'delivery', state: 'done' },
      { step: 'payment', state: 'current' },
      { step: 'confirm', state: 'upcoming' },
      { step: 'complete', state: 'upcoming' },
    ]);
    expect(checkoutSteps('address').map(({ state }) => state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(checkoutSteps('confirmation').map(({ state }) => state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
    ]);
  });
});
