/** The part of a bundle's runtime (`__webpack_require__`) that loads a chunk. */
export interface ChunkRuntime {
  e: (chunkId: string | number) => Promise<unknown>;
  __shopChunkRetry?: true;
}

export interface ChunkRetryOptions {
  /** Attempts after the first one. */
  retries?: number;
  /** Wait before the n-th retry: n × delayMs. */
  delayMs?: number;
}

/**
 * Makes a bundle retry a chunk that failed to load (a dropped connection, a deploy in
 * flight) before giving up: the bundler forgets a failed chunk, so asking again fetches it
 * anew. Module Federation's retry plugin covers manifests and remote entries; this
 * covers the lazy chunks behind them. Every container (the shell, each remote) has its
 * own runtime and calls this once.
 */
export function retryChunkLoads(
  runtime: ChunkRuntime,
  { retries = 2, delayMs = 400 }: ChunkRetryOptions = {},
): void {
  if (runtime.__shopChunkRetry) return;
  runtime.__shopChunkRetry = true;
  const ensureChunk = runtime.e.bind(runtime);
  runtime.e = (chunkId) => {
    const attempt = (done: number): Promise<unknown> =>
      ensureChunk(chunkId).catch((error: unknown) => {
        if (done >= retries) throw error;
        return new Promise((resolve) => setTimeout(resolve, delayMs * (done + 1))).then(() =>
          attempt(done + 1),
        );
      });
    return attempt(0);
  };
}
