// What the shell's Module Federation runtime gets for runtime-core's manifest snapshots
// (dist/plugins/snapshot/SnapshotHandler.js). The shell reads each release's manifest itself
// and registers the remote by its remoteEntry.js (shell/src/composition/federation.ts), and
// the runtime is built with disableSnapshot, so no snapshot is ever recorded or read.
import { notBuiltIn } from './not-built-in.mjs';

/** Plugins register their hooks on every handler; this one has none to call. */
const NO_HOOKS = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };

export class SnapshotHandler {
  constructor() {
    this.hooks = NO_HOOKS;
    // removeRemote (registerRemotes with force) deletes the remote's cached manifest here.
    this.manifestCache = new Map();
    this.loadRemoteSnapshotInfo = notBuiltIn('A remote snapshot (preloadRemote)');
  }
}

/** removeRemote asks for the host's snapshot of a remote, to forget it: there is none. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
