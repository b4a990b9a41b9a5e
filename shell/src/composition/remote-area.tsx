import { type ComponentType, Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { type RemoteName } from 'shared-contracts';
import { reloadPage } from '../browser/page-location';
import { AreaErrorBoundary } from '../errors/area-error-boundary';
import { AreaLoading } from './area-loading';
import { RemoteFallback } from './remote-fallback';
import { loadExposed, refreshFederation } from './federation';

type RoutesModule = { default: ComponentType };

/**
 * The area of the page a remote renders. Its routes load lazily on first visit; if the
 * remote cannot be loaded or throws while rendering, only this area shows a fallback,
 * with a retry button, while the frame and the other remotes keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);

  const RemoteRoutes = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) await refreshFederation();
        return loadExposed<RoutesModule>(remote, 'routes');
      }),
    [remote, attempt],
  );

  const retryInPlace = useCallback(() => setAttempt((n) => n + 1), []);
  // React keeps a lazy page's failed chunk as failed; only a fresh page loads it anew.
  const retryFor = (error: Error) => (error.name === 'ChunkLoadError' ? reloadPage : retryInPlace);

  return (
    <div data-boundary={remote}>
      <AreaErrorBoundary
        resetKey={attempt}
        fallback={(error) => <RemoteFallback remote={remote} error={error} onRetry={retryFor(error)} />}
      >
        <Suspense fallback={<AreaLoading />}>
          <RemoteRoutes />
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
