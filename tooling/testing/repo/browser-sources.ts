import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO } from './repo-root';

// What the repository's checks of the browser packages walk (api-calls.test.ts,
// locale-layout.test.ts): the packages, and the folders and files of their sources.

const NOT_WALKED = new Set(['node_modules', 'dist', '.build', 'coverage']);

/** The workspaces that run in the browser: the shell, the remotes and remote-kit. */
export function browserPackages(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.filter((name) => name === 'shell' || name === 'remote-kit' || name.startsWith('mf-'));
}

/** Every folder and file below `dir`, builds and installs left out. */
export function walk(dir: string): { folders: string[]; files: string[] } {
  const found = { folders: [] as string[], files: [] as string[] };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_WALKED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) {
      found.files.push(full);
      continue;
    }
    const below = walk(full);
    found.folders.push(full, ...below.folders);
    found.files.push(...below.files);
  }
  return found;
}
