import { type RemoteServiceContext } from 'shared-contracts';

/** Headless part of the catalogue, started by the shell at boot. */
export function start(_context: RemoteServiceContext): () => void {
  return () => undefined;
}
