/** Errors of a remote's code failing to load (its manifest, its container, a chunk), as opposed to it failing to render. */
const loadFailures = new WeakSet<object>();

/** Marks an error as a remote's code failing to load; gives it back, to rethrow. */
export function markRemoteLoadFailure(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
  return error;
}

/** Whether an error is a remote's code failing to load: marked so, or a chunk the bundler could not fetch. */
export function isRemoteLoadFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return loadFailures.has(error) || (error as { name?: unknown }).name === 'ChunkLoadError';
}
