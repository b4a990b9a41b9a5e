import { type ComponentType, createContext, useContext } from 'react';
import { type RemoteName } from 'shared-contracts';

export type RemoteAreaComponent = ComponentType<{ remote: RemoteName }>;

/**
 * How a remote's area is rendered: in the browser, loaded at runtime (remote-area.tsx); on the
 * server, from the remote's server build (server/server-remote-area.tsx). The routing table is
 * the same on both sides; only this differs, so neither side's loader reaches the other's build.
 */
export const RemoteAreaContext = createContext<RemoteAreaComponent | null>(null);

export function useRemoteArea(): RemoteAreaComponent {
  const area = useContext(RemoteAreaContext);
  if (!area) throw new Error('No RemoteAreaContext: the page renders remotes through one');
  return area;
}
