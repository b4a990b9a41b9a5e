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
 * anew. The shell retries manifests and remote entries itself (shell/src/composition/:
 * manifests.ts, federation-runtime/remote-containers.ts); this covers the lazy chunks
 * behind them. Every container (the shell, each remote) has its own runtime and imports
 * this module once.
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

// Importing this module ('remote-kit/chunk-retry') installs the retry in the importing
// container: the kit is bundled into each container, so `__webpack_require__` here is that
// container's own runtime. The shell's bootstrap and each remote's exposes import it.
// (Tests run without a bundler runtime.)
if (typeof __webpack_require__ !== 'undefined') retryChunkLoads(__webpack_require__);
