import { GuestAccessTokenSchema } from 'shared-contracts';

/** Who opens an order: the signed-in customer, or a guest with the link's access token. */
export type OrderAccess = { kind: 'customer'; userId: number } | { kind: 'guest'; accessToken: string };

/** The query parameter of a guest's order link (`paths.order(code, token)`). */
export const ACCESS_TOKEN_PARAM = 'access_token';

/**
 * How /orders/{orderCode} may be opened (docs/spec.md §2): with the link's access token (the key
 * to that one order, signed in or not), else as the signed-in customer. Undefined when neither
 * holds, or the token is not one the API could have made: the page then goes to /.
 */
export function orderAccess(userId: number | undefined, accessToken: string | null): OrderAccess | undefined {
  if (accessToken !== null) {
    return GuestAccessTokenSchema.safeParse(accessToken).success ? { kind: 'guest', accessToken } : undefined;
  }
  return userId === undefined ? undefined : { kind: 'customer', userId };
}
