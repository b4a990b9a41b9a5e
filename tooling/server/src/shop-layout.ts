// Where the built shell and remotes live on disk, and what /remotes.json says by default.
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { jsonFile } from './json-file';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** The shell's build: `shell/dist`, or another release of it named by SHELL_DIST. */
export const SHELL_DIST = process.env.SHELL_DIST
  ? path.resolve(process.env.SHELL_DIST)
  : path.join(REPO_ROOT, 'shell', 'dist');

/** Package folder of each remote: mf_catalog → mf-catalog. */
export function remoteDir(remote: RemoteName): string {
  return remote.replace(/_/g, '-');
}

export function remoteReleasesDir(remote: RemoteName): string {
  return path.join(REPO_ROOT, remoteDir(remote), 'dist', 'releases');
}

/** The release id a remote's latest build produced (dist/latest.json). */
export function latestRelease(remote: RemoteName): string | undefined {
  const latest = jsonFile(path.join(REPO_ROOT, remoteDir(remote), 'dist', 'latest.json')) as
    { release?: string } | undefined;
  return latest?.release;
}

/**
 * The registry: an operator's file (REMOTES_FILE, default data/remotes.json) wins, so a
 * team deploys or rolls back by editing one line; otherwise each remote's latest build.
 */
export function readRegistry(
  registryFile: string,
  urlFor: (remote: RemoteName, release: string) => string,
): Partial<Record<RemoteName, string>> {
  const operators = jsonFile(registryFile) as Record<RemoteName, string> | undefined;
  if (operators) return { ...operators };
  const registry: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const release = latestRelease(remote);
    if (release) registry[remote] = urlFor(remote, release);
  }
  return registry;
}
