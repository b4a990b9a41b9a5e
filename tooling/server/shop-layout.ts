// Where the built shell and remotes live on disk, and what /remotes.json says by default.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
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
  const file = path.join(REPO_ROOT, remoteDir(remote), 'dist', 'latest.json');
  if (!existsSync(file)) return undefined;
  const { release } = JSON.parse(readFileSync(file, 'utf8')) as { release?: string };
  return release;
}

/**
 * The registry: an operator's file (REMOTES_FILE, default data/remotes.json) wins, so a
 * team deploys or rolls back by editing one line; otherwise each remote's latest build.
 */
export function readRegistry(
  registryFile: string,
  urlFor: (remote: RemoteName, release: string) => string,
): Partial<Record<RemoteName, string>> {
  if (existsSync(registryFile))
    return JSON.parse(readFileSync(registryFile, 'utf8')) as Record<RemoteName, string>;
  const registry: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const release = latestRelease(remote);
    if (release) registry[remote] = urlFor(remote, release);
  }
  return registry;
}
