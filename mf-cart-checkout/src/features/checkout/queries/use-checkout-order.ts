import { useQuery } from '@tanstack/react-query';
import { apiClient, useLanguage } from 'remote-kit';
import { apiLanguage } from 'shared-contracts';
import { checkoutOrderQuery } from './checkout-order-query';

/** An order of the customer's, in the page's language; nothing is asked while there is no code. */
export function useCheckoutOrder(userId: number, orderCode: string | undefined) {
  const language = apiLanguage(useLanguage());
  return useQuery({
    ...checkoutOrderQuery(apiClient(), { userId, orderCode: orderCode ?? '', language }),
    enabled: orderCode !== undefined,
  });
}
