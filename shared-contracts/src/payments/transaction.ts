import { z } from 'zod';
import { THREE_DS } from '../constants/business';
import { lazySchema } from '../shared/lazy-schema';

/**
 * The 3-D Secure server's id of one authentication (EMV `threeDSServerTransID`, a UUID), given
 * by check-version and named by every later step; any API instance can answer for it.
 */
export const ServerTransIdSchema = lazySchema(() => z.uuid());
export type ServerTransId = z.infer<typeof ServerTransIdSchema>;

/** Path parameters of the status polls: `/secure3d/…/{id}`, id being the server_trans_id. */
export const TransactionParamsSchema = lazySchema(() => z.object({ id: ServerTransIdSchema }));
export type TransactionParams = z.output<typeof TransactionParamsSchema>;

/** The currency every payment call sends (docs/spec.md §7, §9). */
export const PaymentCurrencySchema = lazySchema(() => z.literal(THREE_DS.currency));
