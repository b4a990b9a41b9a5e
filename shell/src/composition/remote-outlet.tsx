import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { NotFoundPage } from '../pages/not-found-page';
import { AreaLoading } from './area-loading';
import { useRemoteArea } from './remote-area-context';
import { mountsState } from './remote-mounts';
import { findRemoteForPath } from './route-ownership';

/**
 * Renders the remote that owns the current path, as the remotes publish their paths; until
 * every remote's paths are known, a path none is known to own yet waits rather than 404s.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const RemoteArea = useRemoteArea();
  const { ready, table } = useSnapshot(mountsState);
  const remote = findRemoteForPath(table, pathname);
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return ready ? <NotFoundPage /> : <AreaLoading />;
}
