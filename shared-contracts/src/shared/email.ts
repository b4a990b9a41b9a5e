import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address, trimmed and lowercased before it is checked. */
export const EmailSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email({ error: 'email_format' })),
);
