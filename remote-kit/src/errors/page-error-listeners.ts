import { reportClientError } from './error-reports';
import { pageErrorState } from './page-error-state';
import { ownerOfStack } from './releases';

const stackOf = (error: unknown) =>
  error instanceof Error && typeof error.stack === 'string' ? error.stack : '';

/**
 * Reports what no error boundary catches: errors thrown outside a render and promises
 * rejected with no handler, attributed by their stack to the remote whose release they ran
 * in. Installed once per page, whichever bundle asks first.
 */
export function listenForPageErrors(target: Window = window): void {
  const state = pageErrorState();
  if (state.listening) return;
  state.listening = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    // A cross-origin script's error comes as "Script error." with nothing else: nothing to report.
    if (event.error === undefined || event.error === null) return;
    reportClientError({ kind: 'error', remote: ownerOfStack(stackOf(event.error)), error: event.error });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reportClientError({
      kind: 'unhandled_rejection',
      remote: ownerOfStack(stackOf(event.reason)),
      error: event.reason,
    });
  });
}
