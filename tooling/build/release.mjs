#!/usr/bin/env node
// Turns a remote's fresh build (dist/.build) into an immutable release:
// dist/releases/<content hash>/, plus dist/latest.json naming it. Old releases stay (the
// newest few), so a deploy or a rollback is one line of /remotes.json.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { compressFolder } from './compress.mjs';

const KEEP_RELEASES = 5;
const dist = path.resolve('dist');
const build = path.join(dist, '.build');
const releases = path.join(dist, 'releases');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

if (!existsSync(path.join(build, 'mf-manifest.json'))) {
  console.error('release: no dist/.build/mf-manifest.json — run the federated build first');
  process.exit(1);
}

const hash = createHash('sha256');
for (const file of filesUnder(build).sort()) {
  hash.update(path.relative(build, file));
  hash.update(readFileSync(file));
}
const id = hash.digest('hex').slice(0, 12);
compressFolder(build);
const target = path.join(releases, id);

mkdirSync(releases, { recursive: true });
if (existsSync(target)) rmSync(target, { recursive: true });
renameSync(build, target);
writeFileSync(
  path.join(dist, 'latest.json'),
  `${JSON.stringify({ release: id, builtAt: new Date().toISOString() })}\n`,
);

const older = readdirSync(releases)
  .filter((name) => name !== id)
  .sort((a, b) => statSync(path.join(releases, b)).mtimeMs - statSync(path.join(releases, a)).mtimeMs)
  .slice(KEEP_RELEASES - 1);
for (const name of older) rmSync(path.join(releases, name), { recursive: true });

console.log(`release ${path.basename(path.resolve('.'))}: ${id}`);
