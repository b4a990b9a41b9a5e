import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/**
 * GET /secure3d/transaction-gather-status/{id} (Bearer): whether the issuer's 3DS Method page
 * has called back. `not_success` means not yet: the browser polls every 1 s for up to 10 s
 * (docs/spec.md §9) and then goes on without it, as EMV allows.
 */
export const GatherStatusAnswerSchema = lazySchema(() =>
  z.object({ status: z.enum(['success', 'not_success']) }),
);
export type GatherStatusAnswer = z.infer<typeof GatherStatusAnswerSchema>;
