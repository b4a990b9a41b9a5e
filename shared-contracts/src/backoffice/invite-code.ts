import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/**
 * The single-use code of a staff invitation link, /backoffice/register/{email}/{code} (docs/spec.md
 * §2 calls it orderCode): random base64url, at least 22 characters (128 bits), stored hashed.
 */
export const StaffInviteCodeSchema = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, { error: 'verification_code_format' }),
);
