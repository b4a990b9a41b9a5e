import { z } from 'zod';
import { SuccessAnswerSchema } from '../account/success-answer';
import { EmailSchema } from '../account/credentials';

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
  phonePrefix: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,4}$/, { error: 'phone_prefix_format' }),
  phoneNumber: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((text) => text.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,15}$/, { error: 'phone_number_format' })),
  message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH),
});
export type WriteUsRequest = z.input<typeof WriteUsRequestSchema>;

/** A stored and forwarded message answers this; bad fields get a 400 with per-field lists. */
export const WriteUsAnswerSchema = SuccessAnswerSchema;
export type WriteUsAnswer = z.infer<typeof WriteUsAnswerSchema>;
