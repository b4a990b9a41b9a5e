import { CHECKOUT_STEPS, CHECKOUT_STEP_INDEX, type CheckoutStep } from 'shared-contracts';

/** The checkout's pages, each shown under one step of the header. */
export type CheckoutPage = 'address' | 'delivery' | 'payment' | 'confirmation';

/**
 * The step index each page shows as current: docs/spec.md §9 fixes address 0, payment 2 and
 * confirmation 3; the Delivery step sits between address and payment.
 */
export const CHECKOUT_PAGE_STEP: Record<CheckoutPage, number> = {
  address: CHECKOUT_STEP_INDEX.address,
  delivery: CHECKOUT_STEPS.indexOf('delivery'),
  payment: CHECKOUT_STEP_INDEX.payment,
  confirmation: CHECKOUT_STEP_INDEX.confirmation,
};

export type StepState = 'done' | 'current' | 'upcoming';

/** The five steps of the header (Address, Delivery, Payment, Confirm, Complete) as seen from a page. */
export function checkoutSteps(page: CheckoutPage): Array<{ step: CheckoutStep; state: StepState }> {
  const current = CHECKOUT_PAGE_STEP[page];
  return CHECKOUT_STEPS.map((step, index) => ({
    step,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
