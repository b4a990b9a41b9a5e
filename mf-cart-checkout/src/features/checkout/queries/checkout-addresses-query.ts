import { queryOptions } from '@tanstack/react-query';
import { type Address, type HttpClient, initializeAddressCall } from 'shared-contracts';
import { ReadFailure, isNotTheirs } from './read-result';

/** The billing and shipping addresses the address step starts from; null: none to start from. */
export interface CheckoutAddresses {
  billing: Address | null;
  shipping: Address | null;
}

export interface CheckoutAddressesParams {
  userId: number;
  /** The order under checkout (not sent: the server answers for the customer's order in PAYMENT). */
  orderCode: string;
}

const NO_ADDRESSES: CheckoutAddresses = { billing: null, shipping: null };

export function checkoutAddressesKey({ userId, orderCode }: CheckoutAddressesParams) {
  return ['cart', 'checkout-addresses', userId, orderCode] as const;
}

/**
 * POST /checkout/address_initialize (docs/spec.md §7): the addresses saved on the order under
 * checkout, else those of the customer's last order. The answer holds no text, so no language
 * in the key. A 404 or 403 leaves nothing to start from.
 */
export function checkoutAddressesQuery(client: HttpClient, params: CheckoutAddressesParams) {
  return queryOptions({
    queryKey: checkoutAddressesKey(params),
    queryFn: async ({ signal }): Promise<CheckoutAddresses> => {
      const result = await client.call(
        initializeAddressCall,
        { body: { user_id: params.userId } },
        { signal },
      );
      if (result.kind === 'ok')
        return { billing: result.data.billing_address, shipping: result.data.shipping_address };
      if (isNotTheirs(result)) return NO_ADDRESSES;
      throw new ReadFailure(result);
    },
  });
}
