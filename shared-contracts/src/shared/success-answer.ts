import { z } from 'zod';

/** The answer of a call that changes something and has nothing else to say. */
export const SuccessAnswerSchema = z.object({ status: z.literal('success') });
export type SuccessAnswer = z.infer<typeof SuccessAnswerSchema>;
