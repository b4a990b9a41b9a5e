// The shop runs on the Node.js its install brings (the `node` devDependency puts a Node 24
// binary in node_modules/.bin, which npm run and npx put first on PATH), whatever Node
// runs npm itself. Run after every install and before the tests, this says which Node
// runs, and fails when it is not the one package.json's `engines` names, or when an
// installed package does not accept it: npm checks `engines` against the Node that runs
// npm (often the machine's older one), so it cannot check this itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const wanted = readJson('package.json').engines.node;
const running = process.version;

if (!semver.satisfies(running, wanted)) {
  const bundled = path.join(root, 'node_modules', '.bin', 'node');
  console.error(
    [
      `runtime: Node ${running} (${process.execPath}) runs this, but the shop needs Node ${wanted}.`,
      existsSync(bundled)
        ? 'Start scripts through npm (npm test, npm run <script>, npx <tool>), which puts node_modules/.bin/node first on PATH.'
        : 'node_modules/.bin/node is missing: npm did not run the `node` package\'s install script (see "allowScripts" in package.json); run `npm install` again.',
    ].join('\n'),
  );
  process.exit(1);
}

const refusing = Object.entries(readJson('package-lock.json').packages)
  .filter(([where]) => where !== '' && existsSync(path.join(root, where)))
  .map(([where, entry]) => ({ where, range: entry.engines?.node }))
  .filter(({ range }) => typeof range === 'string' && !semver.satisfies(running, range));

if (refusing.length > 0) {
  console.error(`runtime: Node ${running} is refused by installed packages:`);
  for (const { where, range } of refusing) console.error(`  ${where} needs Node ${range}`);
  process.exit(1);
}

const binary = process.execPath.startsWith(root) ? path.relative(root, process.execPath) : process.execPath;
console.log(`runtime: Node ${running} (${binary})`);
