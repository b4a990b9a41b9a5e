import { useEffect } from 'react';
import { useLanguage } from 'remote-kit';
import { type OrderDetail, apiLanguage } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { checkoutOrderKey, checkoutOrderState, loadCheckoutOrder } from './checkout-order-store';

/** The order under checkout for this page, loaded when the page opens; 'loading' until it is this one. */
export function useCheckoutOrder(userId: number, orderCode?: string) {
  const language = apiLanguage(useLanguage());
  const snapshot = useSnapshot(checkoutOrderState);
  useEffect(() => {
    void loadCheckoutOrder(userId, orderCode, language);
  }, [userId, orderCode, language]);
  const current = snapshot.key === checkoutOrderKey(userId, orderCode, language);
  // valtio's snapshot is deeply readonly; pages only read it.
  return current
    ? { status: snapshot.status, order: snapshot.order as OrderDetail | undefined }
    : { status: 'loading' as const, order: undefined };
}
