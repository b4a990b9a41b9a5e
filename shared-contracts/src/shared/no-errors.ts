import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * The `errors` field docs/spec.md gives some success answers (verify_cart, address_initialize,
 * address): present, with every list empty (usually `{}`). A failure is never a 200: it is
 * a 4xx whose body is `{ errors: { field: [messages] } }`, and the shared client already
 * reads a 200 with a non-empty list as an error result.
 */
export const NoErrorsSchema = lazySchema(() => z.record(z.string(), z.array(z.string()).max(0)));
export type NoErrors = z.infer<typeof NoErrorsSchema>;
