import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { PhoneNumberSchema, PhonePrefixSchema } from '../shared/phone';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { lazySchema } from '../shared/lazy-schema';

export const SUPPORT_NAME_MAX_LENGTH = 100;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** The sender's name in a message to the studio: one line, 1 to SUPPORT_NAME_MAX_LENGTH characters. */
export const SupportNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(SUPPORT_NAME_MAX_LENGTH)
    .regex(/^[^\r\n\t]*$/, { error: 'single_line' }),
);

/** The message itself, 1 to SUPPORT_MESSAGE_MAX_LENGTH characters. */
export const SupportMessageSchema = lazySchema(() =>
  z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH),
);

/**
 * POST /support/write_us. phonePrefix is the country code without '+' (1 to 4 digits);
 * phoneNumber may carry spaces, dots or dashes between its 6 to 15 digits.
 */
export const WriteUsRequestSchema = lazySchema(() =>
  z.object({
    name: SupportNameSchema,
    email: EmailSchema,
    phonePrefix: PhonePrefixSchema,
    phoneNumber: PhoneNumberSchema,
    message: SupportMessageSchema,
  }),
);
export type WriteUsRequest = z.input<typeof WriteUsRequestSchema>;

/** A stored and forwarded message answers this; bad fields get a 400 with per-field lists. */
export const WriteUsAnswerSchema = SuccessAnswerSchema;
export type WriteUsAnswer = z.infer<typeof WriteUsAnswerSchema>;
