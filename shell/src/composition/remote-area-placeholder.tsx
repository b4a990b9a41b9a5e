import { type RemoteName } from 'shared-contracts';
import { AreaLoading } from './area-loading';

/**
 * A remote's area as the server sends it when it leaves the area to the browser: the loading
 * placeholder, which the browser hydrates as it is and then replaces with the remote.
 */
export function RemoteAreaPlaceholder({ remote }: { remote: RemoteName }) {
  return (
    <div data-boundary={remote}>
      <AreaLoading />
    </div>
  );
}
