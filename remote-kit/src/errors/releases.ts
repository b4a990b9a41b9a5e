import { type ClientErrorSource, REMOTE_NAMES } from 'shared-contracts';
import { pageErrorState } from './page-error-state';

/**
 * The release a manifest URL names: the folder it sits in (`/mf/mf-catalog/<release>/mf-manifest.json`,
 * or `<origin>/<release>/mf-manifest.json` from a remote's own server).
 */
function releaseOf(manifestUrl: string, base: string): string | undefined {
  try {
    return new URL(manifestUrl, base).pathname.split('/').at(-2) || undefined;
  } catch {
    return undefined;
  }
}

/** Records which release of each remote the page runs, from the registry (/remotes.json) it loaded. */
export function rememberReleases(
  registry: Partial<Record<string, string>>,
  base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): void {
  const { releases } = pageErrorState();
  for (const remote of REMOTE_NAMES) {
    const release = registry[remote] && releaseOf(registry[remote], base);
    if (release) releases[remote] = release;
    else delete releases[remote];
  }
}

/** Records the shell's own build. */
export function rememberShellRelease(release: string): void {
  pageErrorState().releases.shell = release;
}

/**
 * Whose code an error's stack starts in: the first remote whose release folder one of its
 * script URLs passes through, otherwise the shell's (the frame, or code that is nobody's).
 */
export function ownerOfStack(stack: string): ClientErrorSource {
  const { releases } = pageErrorState();
  const frames = stack.split('\n');
  for (const frame of frames)
    for (const remote of REMOTE_NAMES) {
      const release = releases[remote];
      if (release && frame.includes(`/${release}/`)) return remote;
    }
  return 'shell';
}
