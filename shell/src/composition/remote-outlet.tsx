import { useLocation } from 'react-router-dom';
import { findRemoteForPath } from 'shared-contracts';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteArea } from './remote-area';

/** Renders the remote that owns the current path, or the not-found page. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname);
  return remote ? <RemoteArea key={remote} remote={remote} /> : <NotFoundPage />;
}
