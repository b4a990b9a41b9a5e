import { useQuery } from '@tanstack/react-query';
import { apiClient } from 'remote-kit';
import { checkoutAddressesQuery } from './checkout-addresses-query';

/** The addresses to start the order under checkout from; nothing is asked while there is no order. */
export function useCheckoutAddresses(userId: number, orderCode: string | undefined) {
  return useQuery({
    ...checkoutAddressesQuery(apiClient(), { userId, orderCode: orderCode ?? '' }),
    enabled: orderCode !== undefined,
  });
}
