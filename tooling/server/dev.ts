// `npm run dev`: every package in watch mode. The API (tsx watch) answers on :8080 with
// a /remotes.json that points at each remote's dev server; the shell's dev server on
// :3000 proxies the API to it. Open http://localhost:3000.
import { type ChildProcess, spawn } from 'node:child_process';
import { REMOTE_NAMES } from 'shared-contracts';
import { remoteDir } from './src/shop-layout';

const API_PORT = 8080;
const SHELL_PORT = 3000;
const FIRST_REMOTE_DEV_PORT = 3101;

const children: ChildProcess[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  children.push(child);
}

const registry = Object.fromEntries(
  REMOTE_NAMES.map((remote, index) => [
    remote,
    `http://localhost:${FIRST_REMOTE_DEV_PORT + index}/mf-manifest.json`,
  ]),
);

run('api', process.execPath, ['--import', 'tsx', '--watch', 'tooling/server/dev-api.ts'], {
  PORT: String(API_PORT),
  DEV_REMOTES: JSON.stringify(registry),
  SHOP_ORIGINS: Object.values(registry)
    .map((url) => new URL(url).origin)
    .concat(`http://localhost:${SHELL_PORT}`)
    .join(','),
});
REMOTE_NAMES.forEach((remote) => run(remote, 'npm', ['run', 'dev:federated', '-w', remoteDir(remote)]));
run('shell', 'npm', ['run', 'dev', '-w', 'shell'], { SHOP_API_TARGET: `http://localhost:${API_PORT}` });

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
