import { type ClientErrorSource, isRequestId } from 'shared-contracts';

/**
 * What the page's error reports share. The kit is bundled into every container (the shell and
 * each remote), so this lives under a page global, as the bus kernel does: a remote's API
 * client records the request id the shell's reporter sends, and one limit counts every report
 * of the page.
 */
export interface PageErrorState {
  /** The X-Request-Id of the newest API answer any bundle of the page had. */
  lastRequestId?: string;
  /** The release each container of the page runs (remotes from the registry, the shell its build). */
  releases: Partial<Record<ClientErrorSource, string>>;
  /** When the page's reports were sent (ms), the last minute's. */
  sentAt: number[];
  /** Each error already reported (kind, owner and message): reported once per page. */
  reported: Set<string>;
  /** Whether the page's error listeners are installed. */
  listening: boolean;
}

const PAGE_GLOBAL_KEY = '__olmoShopErrorReports_v1__';

export function pageErrorState(): PageErrorState {
  const holder = globalThis as typeof globalThis & { [PAGE_GLOBAL_KEY]?: PageErrorState };
  holder[PAGE_GLOBAL_KEY] ??= { releases: {}, sentAt: [], reported: new Set(), listening: false };
  return holder[PAGE_GLOBAL_KEY];
}

/** Keeps an API answer's request id as the page's newest (browser only: a server renders many people's pages). */
export function rememberRequestId(requestId: string | undefined): void {
  if (typeof window === 'undefined' || !isRequestId(requestId)) return;
  pageErrorState().lastRequestId = requestId;
}
