import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** The answer of a call that changes something and has nothing else to say. */
export const SuccessAnswerSchema = lazySchema(() => z.object({ status: z.literal('success') }));
export type SuccessAnswer = z.infer<typeof SuccessAnswerSchema>;
