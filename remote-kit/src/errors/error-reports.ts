import { type ClientErrorKind, type ClientErrorSource } from 'shared-contracts';

export interface ClientErrorOccurrence {
  kind: ClientErrorKind;
  /** Whose code failed. */
  remote: ClientErrorSource;
  /** What was thrown or rejected: an Error, or any value. */
  error: unknown;
}

/**
 * Tells the operators of an error of this page (send-error-report.ts says how). The sender,
 * with its scrubbing and the report's contract, is fetched on the first error: a page that
 * never fails never downloads it (5 KB gzip of the home page's first load). Never throws.
 */
export function reportClientError(occurrence: ClientErrorOccurrence): void {
  if (typeof window === 'undefined') return;
  import('./send-error-report').then(
    ({ sendClientErrorReport }) => sendClientErrorReport(occurrence),
    // The page could not fetch the sender (offline, a release gone): nothing to report with.
    () => undefined,
  );
}
