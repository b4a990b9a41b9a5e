import { useBrowserValue } from 'remote-kit';
import { pendingReturnPath } from './return-path';
import { type SessionKind } from './session-kind';

/**
 * The return path kept for this tab, for links rendered in the frame: none on the server and
 * while the page hydrates (the tab's storage is the visitor's own), then the tab's.
 */
export function usePendingReturnPath(kind: SessionKind): string | undefined {
  return useBrowserValue(() => pendingReturnPath(kind), undefined);
}
