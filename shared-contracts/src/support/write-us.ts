import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { PhoneNumberSchema, PhonePrefixSchema } from '../shared/phone';
import { SuccessAnswerSchema } from '../shared/success-answer';

export const SUPPORT_NAME_MAX_LENGTH = 100;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/**
 * POST /support/write_us. phonePrefix is the country code without '+' (1 to 4 digits);
 * phoneNumber may carry spaces, dots or dashes between its 6 to 15 digits.
 */
export const WriteUsRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(SUPPORT_NAME_MAX_LENGTH)
    .regex(/^[^\r\n\t]*$/, { error: 'single_line' }),
  email: EmailSchema,
  phonePrefix: PhonePrefixSchema,
  phoneNumber: PhoneNumberSchema,
  message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH),
});
export type WriteUsRequest = z.input<typeof WriteUsRequestSchema>;

/** A stored and forwarded message answers this; bad fields get a 400 with per-field lists. */
export const WriteUsAnswerSchema = SuccessAnswerSchema;
export type WriteUsAnswer = z.infer<typeof WriteUsAnswerSchema>;
