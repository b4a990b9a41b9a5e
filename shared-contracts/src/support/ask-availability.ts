import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { ProductIdSchema } from '../shared/wire-id';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_NAME_MAX_LENGTH } from './write-us';

/**
 * POST /support/ask_availability: a customer asks when a product (out of stock, or short of
 * what they want) will be available. Stored and mailed to the studio like a write-us message,
 * naming the product; an unknown product is a 400 under `productId`.
 */
export const AskAvailabilityRequestSchema = z.object({
  productId: ProductIdSchema,
  name: z
    .string()
    .trim()
    .min(1)
    .max(SUPPORT_NAME_MAX_LENGTH)
    .regex(/^[^\r\n\t]*$/, { error: 'single_line' }),
  email: EmailSchema,
  message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH),
});
export type AskAvailabilityRequest = z.input<typeof AskAvailabilityRequestSchema>;

export const AskAvailabilityAnswerSchema = SuccessAnswerSchema;
export type AskAvailabilityAnswer = z.infer<typeof AskAvailabilityAnswerSchema>;
