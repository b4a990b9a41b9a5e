import { useEffect } from 'react';
import { useLanguage } from 'remote-kit';
import { type OrderDetail, apiLanguage } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { checkoutOrderKey, checkoutOrderState, loadCheckoutOrder } from './checkout-order-store';

/** An order of the customer's, loaded when the page opens or the code changes; 'loading' until it is this one. */
export function useCheckoutOrder(userId: number, orderCode: string | undefined) {
  const language = apiLanguage(useLanguage());
  const snapshot = useSnapshot(checkoutOrderState);
  useEffect(() => {
    if (orderCode) void loadCheckoutOrder(userId, orderCode, language);
  }, [userId, orderCode, language]);
  const current = orderCode !== undefined && snapshot.key === checkoutOrderKey(userId, orderCode, language);
  // valtio's snapshot is deeply readonly; pages only read it.
  return current
    ? { status: snapshot.status, order: snapshot.order as OrderDetail | undefined }
    : { status: 'loading' as const, order: undefined };
}
