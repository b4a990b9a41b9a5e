import { type ComponentType, Suspense, createContext, useContext } from 'react';
import { type RemoteName } from 'shared-contracts';
import { AreaLoading } from '../composition/area-loading';
import { RemoteAreaPlaceholder } from '../composition/remote-area-placeholder';

/** The routes of the remote that owns the page, when its server build loaded within budget. */
export const ServerRoutesContext = createContext<{ remote: RemoteName; routes: ComponentType } | null>(null);

/**
 * A remote's area on the server, with the markup of the browser's (composition/remote-area.tsx):
 * its routes when its server build rendered the page, otherwise the loading placeholder the
 * browser hydrates and then replaces with the remote (a page the remote renders in the browser
 * only, or a server build that failed or ran out of time). The rest of the page is unaffected.
 */
export function ServerRemoteArea({ remote }: { remote: RemoteName }) {
  const loaded = useContext(ServerRoutesContext);
  if (loaded?.remote !== remote) return <RemoteAreaPlaceholder remote={remote} />;
  return (
    <div data-boundary={remote}>
      <Suspense fallback={<AreaLoading />}>
        <loaded.routes />
      </Suspense>
    </div>
  );
}
