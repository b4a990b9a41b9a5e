import { type ComponentType, Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { type RemoteName } from 'shared-contracts';
import { reloadPage } from '../browser/page-location';
import { AreaErrorBoundary } from '../errors/area-error-boundary';
import { AreaLoading } from './area-loading';
import { RemoteAreaPlaceholder } from './remote-area-placeholder';
import { RemoteFallback } from './remote-fallback';
import { loadExposed, refreshFederation } from './federation';
import { markRemoteLoadFailure, useHydrating } from 'remote-kit';
import { leftToTheBrowser } from './server-rendering';

type RoutesModule = { default: ComponentType };

/**
 * The area of the page a remote renders. Its routes load lazily on first visit; if the
 * remote cannot be loaded or throws while rendering, only this area shows a fallback,
 * with a retry button, while the frame and the other remotes keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // Hydrated as the server sent it: the placeholder of an area it left to the browser.
  const asServerPlaceholder = useHydrating() && leftToTheBrowser(remote);

  const RemoteRoutes = useMemo(
    () =>
      lazy(async () => {
        try {
          if (attempt > 0) await refreshFederation();
          return await loadExposed<RoutesModule>(remote, 'routes');
        } catch (error) {
          throw markRemoteLoadFailure(error);
        }
      }),
    [remote, attempt],
  );

  // One element for as long as the routes are the same: a render of this area (the routing
  // table read again, hydration ending) must not reach the remote's server markup before it has
  // hydrated, or React would throw that markup away and render the area anew.
  const routes = useMemo(
    () => (
      <Suspense fallback={<AreaLoading />}>
        <RemoteRoutes />
      </Suspense>
    ),
    [RemoteRoutes],
  );

  const retryInPlace = useCallback(() => setAttempt((n) => n + 1), []);
  // React keeps a lazy page's failed chunk as failed; only a fresh page loads it anew.
  const retryFor = (error: Error) => (error.name === 'ChunkLoadError' ? reloadPage : retryInPlace);

  if (asServerPlaceholder) return <RemoteAreaPlaceholder remote={remote} />;
  return (
    <div data-boundary={remote}>
      <AreaErrorBoundary
        owner={remote}
        resetKey={attempt}
        fallback={(error) => <RemoteFallback remote={remote} error={error} onRetry={retryFor(error)} />}
      >
        {routes}
      </AreaErrorBoundary>
    </div>
  );
}
