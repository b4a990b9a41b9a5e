import { type ClientErrorKind, type ClientErrorSource } from 'shared-contracts';
import { pageErrorState } from './page-error-state';

export interface ClientErrorOccurrence {
  kind: ClientErrorKind;
  /** Whose code failed. */
  remote: ClientErrorSource;
  /** What was thrown or rejected: an Error, or any value. */
  error: unknown;
}

/** Where the page was when the error happened: its path and the newest API answer's request id. */
export interface ErrorMoment {
  route: string;
  lastRequestId: string | undefined;
}

/** The page's moment now. */
export function errorMomentNow(): ErrorMoment {
  return { route: location.pathname, lastRequestId: pageErrorState().lastRequestId };
}

/**
 * Tells the operators of an error of this page (send-error-report.ts says how). The sender,
 * with its scrubbing and the report's contract, is fetched on the first error: a page that
 * never fails never downloads it (5 KB gzip of the home page's first load). The moment is
 * taken now, not once the sender has arrived: by then the visitor may be on another page, with
 * newer answers. Never throws.
 */
export function reportClientError(occurrence: ClientErrorOccurrence): void {
  if (typeof window === 'undefined') return;
  const moment = errorMomentNow();
  import('./send-error-report').then(
    ({ sendClientErrorReport }) => sendClientErrorReport(occurrence, moment),
    // The page could not fetch the sender (offline, a release gone): nothing to report with.
    () => undefined,
  );
}
