import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { ProductIdSchema } from '../shared/wire-id';
import { SupportMessageSchema, SupportNameSchema } from './write-us';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /support/ask_availability: a customer asks when a product (out of stock, or short of
 * what they want) will be available. Stored and mailed to the studio like a write-us message,
 * naming the product; an unknown product is a 400 under `productId`.
 */
export const AskAvailabilityRequestSchema = lazySchema(() =>
  z.object({
    productId: ProductIdSchema,
    name: SupportNameSchema,
    email: EmailSchema,
    message: SupportMessageSchema,
  }),
);
export type AskAvailabilityRequest = z.input<typeof AskAvailabilityRequestSchema>;

export const AskAvailabilityAnswerSchema = SuccessAnswerSchema;
export type AskAvailabilityAnswer = z.infer<typeof AskAvailabilityAnswerSchema>;
