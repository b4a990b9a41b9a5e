import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from 'remote-kit';
import {
  type ApiResult,
  type BulkChange,
  type BulkPreviewAnswer,
  type BulkSelection,
  type FieldErrors,
  applyBulkPriceChangeCall,
  previewBulkPriceChangeCall,
} from 'shared-contracts';
import { pricesKey } from './queries/price-keys';

export type BulkOutcome<T> =
  | { kind: 'done'; data: T }
  | { kind: 'refused'; status: number; errors: FieldErrors }
  | { kind: 'failed'; unreachable: boolean };

function outcome<T>(result: ApiResult<T>): BulkOutcome<T> {
  if (result.kind === 'ok') return { kind: 'done', data: result.data };
  if (result.kind === 'errors') return { kind: 'refused', status: result.status, errors: result.errors };
  return { kind: 'failed', unreachable: result.kind === 'network-error' };
}

/** A bulk change's preview and its application; once applied, everything read of the prices is read again. */
export function useBulkChange(userId: number, language: 'es' | 'en') {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      async preview(selection: BulkSelection, change: BulkChange): Promise<BulkOutcome<BulkPreviewAnswer>> {
        return outcome(
          await apiClient().call(previewBulkPriceChangeCall, {
            body: { user_id: userId, selection, change, language },
          }),
        );
      },
      async apply(
        selection: BulkSelection,
        change: BulkChange,
        expectedCount: number,
      ): Promise<BulkOutcome<{ count: number }>> {
        const result = await apiClient().call(applyBulkPriceChangeCall, {
          body: { user_id: userId, selection, change, expected_count: expectedCount },
        });
        if (result.kind === 'ok') void queryClient.invalidateQueries({ queryKey: pricesKey(userId) });
        return outcome(result);
      },
    }),
    [queryClient, userId, language],
  );
}
