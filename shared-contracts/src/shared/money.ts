import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../rules/money';
import { lazySchema } from './lazy-schema';

/** Largest amount in euros a request may carry: far above any cart, far below float trouble. */
export const EUROS_MAX = 10_000_000;

/** Euros with two decimals, as the wire carries money in answers (the API keeps integer cents). */
export const EurosSchema = lazySchema(() => z.number().nonnegative());

/**
 * An amount in euros a request sends (`total`, `final_price`, `amount`, a line's `price`):
 * at least 0, at most EUROS_MAX, with two decimals at most (19.99, not 0.1 + 0.2). Send
 * `centsToEuros(cents)` and it always passes.
 */
export const EuroAmountSchema = lazySchema(() =>
  z
    .number()
    .nonnegative()
    // Past the maximum, the decimals are not worth a second message.
    .max(EUROS_MAX, { abort: true })
    .refine(hasAtMostTwoDecimals, { error: 'two_decimals' }),
);
