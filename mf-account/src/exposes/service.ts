import 'remote-kit/chunk-retry';
import { type RemoteServiceContext } from 'shared-contracts';

/** Headless part of mf-account, started by the shell at boot. */
export function start(_context: RemoteServiceContext): () => void {
  return () => undefined;
}
