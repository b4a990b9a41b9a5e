import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** Where the shop's browser builds are on disk: the ones whose source maps read a browser's stacks. */
export interface ReleaseRoots {
  /** The shell's build, served at / (SHELL_DIST). */
  shell: string;
  /** Each remote's releases folder: one folder per release, served at /mf/<remote>/<release>/. */
  remotes: Record<RemoteName, string>;
}

/** A script of a release on disk, and the package its sources are named from. */
export interface ReleaseScript {
  file: string;
  /** The package folder its map's sources are relative to: `shell`, `mf-catalog`… */
  packageDir: string;
}

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** mf_catalog → mf-catalog: a remote's package folder, and its segment in /mf/<remote>/. */
const remoteDir = (remote: RemoteName) => remote.replace(/_/g, '-');

/**
 * The roots `npm start` serves releases from (tooling/server/src/shop-layout.ts): `shell/dist`,
 * or SHELL_DIST, and each remote's `dist/releases`.
 */
export function shopReleaseRoots(env: NodeJS.ProcessEnv = process.env): ReleaseRoots {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, path.join(REPO_ROOT, remoteDir(remote), 'dist', 'releases')]),
  ) as Record<RemoteName, string>;
  return {
    shell: env.SHELL_DIST ? path.resolve(env.SHELL_DIST) : path.join(REPO_ROOT, 'shell', 'dist'),
    remotes,
  };
}

/** A release id or a script's name: no separators, no `.` or `..`, no percent-escapes. */
const SAFE_SEGMENT = /^(?!\.{1,2}$)[\w.-]{1,128}$/;
const SCRIPT = /\.js$/;

/** The file `segments` name under `root`, or undefined should it fall outside. */
function under(root: string, segments: string[], packageDir: string): ReleaseScript | undefined {
  const file = path.resolve(root, ...segments);
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return { file, packageDir };
}

/**
 * The scripts a stack frame's URL may be, most likely first: only a script directly in a
 * release's folder (/mf/<remote>/<release>/<file>.js, or /<release>/<file>.js from a remote's
 * own server) or in the shell's (/<file>.js). The URL comes from a report anyone may send: a
 * path that leaves the roots, or names anything else, gives none.
 */
export function releaseScriptsOf(url: string, roots: ReleaseRoots): ReleaseScript[] {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return [];
  }
  const segments = pathname.split('/').slice(1);
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment)) || !SCRIPT.test(segments.at(-1) ?? ''))
    return [];
  const candidates: Array<ReleaseScript | undefined> = [];
  if (segments.length === 4 && segments[0] === 'mf') {
    const remote = REMOTE_NAMES.find((name) => remoteDir(name) === segments[1]);
    if (remote) candidates.push(under(roots.remotes[remote], segments.slice(2), remoteDir(remote)));
  } else if (segments.length === 2) {
    for (const remote of REMOTE_NAMES)
      candidates.push(under(roots.remotes[remote], segments, remoteDir(remote)));
  } else if (segments.length === 1) {
    candidates.push(under(roots.shell, segments, 'shell'));
  }
  return candidates.filter((candidate): candidate is ReleaseScript => candidate !== undefined);
}
