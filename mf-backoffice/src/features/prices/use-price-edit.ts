import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from 'remote-kit';
import { type FieldErrors, type PricedProduct, editProductPriceCall } from 'shared-contracts';
import { type PriceBase, type PriceChanges } from './price-edit-rules';
import { priceHistoriesKey, priceListsKey, productDataKey } from './queries/price-keys';

/** How a save went. */
export type PriceSave =
  | { kind: 'saved'; product: PricedProduct }
  /** Another staff member changed the product since the version read (409 under `version`). */
  | { kind: 'conflict' }
  /** Refused with the API's per-field messages (a 400, or a 409 under `stock`: a sale took the units). */
  | { kind: 'refused'; errors: FieldErrors }
  | { kind: 'failed'; unreachable: boolean };

/**
 * Saves an edit of one product on the version read. The saved product shows at once in the
 * panel; the lists and its history are read again (its row, a filter it may have left).
 */
export function usePriceEdit({ id, userId }: { id: number; userId: number }) {
  const queryClient = useQueryClient();
  return useCallback(
    async (base: PriceBase, changes: PriceChanges): Promise<PriceSave> => {
      const result = await apiClient().call(editProductPriceCall, {
        params: { id },
        body: { user_id: userId, version: base.version, ...changes },
      });
      if (result.kind === 'ok') {
        const product = result.data.data;
        queryClient.setQueriesData<PricedProduct | null>({ queryKey: productDataKey(userId, id) }, product);
        void queryClient.invalidateQueries({ queryKey: priceListsKey(userId) });
        void queryClient.invalidateQueries({ queryKey: priceHistoriesKey(userId, id) });
        return { kind: 'saved', product };
      }
      if (result.kind === 'errors') {
        if (result.status === 409 && result.errors.version) return { kind: 'conflict' };
        return { kind: 'refused', errors: result.errors };
      }
      return { kind: 'failed', unreachable: result.kind === 'network-error' };
    },
    [queryClient, id, userId],
  );
}
