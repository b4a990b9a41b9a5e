import { type Bus } from '../bus/create-bus';

/** What the shell hands a remote's headless service when it starts it at boot. */
export interface RemoteServiceContext {
  /**
   * The shell's own view of the bus, typed by the contracts the shell was built with. A
   * remote uses `getBus()` from its own copy of the contracts instead (both are views of the
   * page's one kernel): a remote built with newer contracts would find its new events
   * missing here. Kept for remotes released before that rule.
   */
  bus: Bus;
  /** The API base path, ending in /api. */
  apiBaseUrl: string;
}

/** The shape of every remote's `./service` module. */
export interface RemoteServiceModule {
  /** Starts the service; the returned function stops it. */
  start(context: RemoteServiceContext): () => void;
}

/** The API is served beside the shell, so every remote reaches it on the page's origin. */
export const API_BASE_URL = '/api';
