import { execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/test-app';
import { testDatabaseUrl } from '../../testing/test-database';
import { registerUser, uniqueEmail } from '../../testing/users';
import { staffInviteSocketPath } from './staff-invite-channel';

// `npm run staff:invite` while the shop runs on PGlite (issue 27, point 6): the shop holding
// the data folder answers on a Unix socket in it, which only the shop's user can reach, to
// the one command (invite an e-mail) and nothing else; no port and no HTTP route lead there.
// The command's side: staff-invite-cli.test.ts. On PostgreSQL no socket is made.

const run = promisify(execFile);
const describeOnPGlite = testDatabaseUrl() ? describe.skip : describe;

/** The API holding the data folder's PGlite, as `npm start` builds it (not listening on HTTP). */
async function startShop(dataDir: string, logs: string[] = []): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ dataDir, seedProducts: 22, logLevel: 'info' }), {
    logStream: { write: (line) => logs.push(line) },
  });
  await app.ready();
  return app;
}

/** Sends `text` on the socket at `socketPath` and resolves to the first line answered. */
function say(socketPath: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(socketPath, () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received.split('\n')[0]!));
    socket.on('error', reject);
  });
}

/** A process of its own listening on `socketPath`, answering `mine` to whoever connects. */
async function otherListener(socketPath: string) {
  const child = spawn(process.execPath, [
    '-e',
    `require('net').createServer((c) => c.once('data', () => c.end('mine\\n'))).listen(${JSON.stringify(socketPath)}, () => console.log('up'))`,
  ]);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

/** Inodes of the TCP sockets this process listens on (Linux: /proc). */
function tcpListenerInodes(): string[] {
  const mine = new Set(
    readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1];
        } catch {
          return undefined; // Closed meanwhile.
        }
      })
      .filter(Boolean),
  );
  const LISTEN = '0A';
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((file) => readFileSync(file, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[3] === LISTEN && mine.has(columns[9]))
    .map((columns) => columns[9]!);
}

const modeOf = (file: string) => statSync(file).mode & 0o777;
const outboxOf = (dataDir: string) =>
  existsSync(path.join(dataDir, 'outbox')) ? readdirSync(path.join(dataDir, 'outbox')) : [];

describeOnPGlite('the shop’s socket for npm run staff:invite', () => {
  let dataDir: string;
  let socketPath: string;
  let shop: FastifyInstance | undefined;
  let tcpBefore: string[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sinv-'));
    socketPath = staffInviteSocketPath(dataDir);
    tcpBefore = tcpListenerInodes();
    // A data folder anyone may enter, a socket folder left open to all, and a umask that
    // takes nothing away: the shop alone must make the socket private.
    chmodSync(dataDir, 0o755);
    const umask = process.umask(0);
    try {
      mkdirSync(path.dirname(socketPath), { mode: 0o777 });
      shop = await startShop(dataDir);
    } finally {
      process.umask(umask);
    }
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is a socket only the shop’s user can reach: mode 0600, in a folder of mode 0700', async () => {
    expect(statSync(socketPath).isSocket()).toBe(true);
    expect(modeOf(socketPath)).toBe(0o600);
    expect(modeOf(path.dirname(socketPath))).toBe(0o700);
    if (userInfo().uid !== 0) return; // Only root can try as another user.
    const asNobody = run('setpriv', [
      '--reuid=nobody',
      '--regid=nogroup',
      '--clear-groups',
      process.execPath,
      '-e',
      `require('net').connect(${JSON.stringify(socketPath)}).on('connect', () => process.exit(0)).on('error', (e) => { console.log(e.code); process.exit(1); })`,
    ]);
    await expect(asNobody).rejects.toMatchObject({ stdout: 'EACCES\n' });
  }, 30_000);

  it('invites on the one command, as the back office does, and refuses anything else', async () => {
    const answer = JSON.parse(await say(socketPath, '{"invite":" Lola@Estudio.ES "}\n'));
    expect(answer).toEqual({
      invited: { expiresAt: expect.stringMatching(/Z$/), outbox: expect.stringContaining(dataDir) },
    });
    expect(readFileSync(answer.invited.outbox, 'utf8')).toContain('To: lola@estudio.es');

    const customer = await registerUser(shop!, uniqueEmail('customer'));
    expect(await say(socketPath, `{"invite":"${customer.email}"}\n`)).toBe('{"refused":"email_taken"}');
    const mails = outboxOf(dataDir).length;
    for (const line of [
      '{"invite":"not-an-email"}',
      '{"invite":"eva@estudio.es","role":"staff"}',
      '{"createStaff":"eva@estudio.es","password":"secret-secret"}',
      '{"register":{"email":"eva@estudio.es"}}',
      'invite eva@estudio.es',
      '',
    ])
      expect([line, await say(socketPath, `${line}\n`)]).toEqual([line, '{"refused":"bad_request"}']);
    // A line that never ends is not waited for past 1 KB.
    expect(await say(socketPath, `{"invite":"${'a'.repeat(2000)}`)).toBe('{"refused":"bad_request"}');
    expect(outboxOf(dataDir)).toHaveLength(mails);
  }, 30_000);

  it('opens no network port, and no HTTP route invites without a staff token', async () => {
    expect(tcpListenerInodes()).toEqual(tcpBefore);
    const mails = outboxOf(dataDir).length;
    const email = 'eva@estudio.es';
    const answered: string[] = [];
    for (const url of [
      '/api/backoffice/staff/invite',
      '/api/backoffice/invite',
      '/api/staff/invite',
      '/api/staff-invite',
      '/api/admin/invite',
      '/api/invite',
      '/api/setup',
      '/api/backoffice/setup',
      '/admin/invite',
      '/staff/invite',
      '/invite',
      '/setup',
    ])
      for (const method of ['POST', 'GET', 'PUT'] as const) {
        const response = await shop!.inject({ method, url, payload: { email, user_id: 1, invite: email } });
        if (![401, 404].includes(response.statusCode))
          answered.push(`${method} ${url}: ${response.statusCode}`);
      }
    expect(answered).toEqual([]);
    expect(outboxOf(dataDir)).toHaveLength(mails);
  }, 30_000);

  it('goes when the shop closes; one left by a killed shop does not stop the next start', async () => {
    await shop!.close();
    shop = undefined;
    expect(existsSync(socketPath)).toBe(false);
    const killed = await otherListener(socketPath);
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    expect(statSync(socketPath).isSocket()).toBe(true);

    shop = await startShop(dataDir);
    expect(await say(socketPath, '{"invite":"pablo@estudio.es"}\n')).toMatch(/^\{"invited":/);
  }, 60_000);

  it('leaves a socket another process answers on to it, and starts without its own', async () => {
    await shop!.close();
    const other = await otherListener(socketPath);
    try {
      const logs: string[] = [];
      shop = await startShop(dataDir, logs);
      expect(await say(socketPath, '{"invite":"pablo@estudio.es"}\n')).toBe('mine');
      expect(logs.join('')).toContain('another process answers on the staff:invite socket');
    } finally {
      other.kill();
    }
  }, 60_000);

  it('starts without a socket when the data folder’s path is too long for one, and says so', async () => {
    await shop!.close();
    // The same data folder under a path of more than 107 bytes.
    const longDir = path.join(dataDir, 'd'.repeat(Math.max(1, 100 - dataDir.length)));
    symlinkSync(dataDir, longDir);
    rmSync(socketPath, { force: true });
    const logs: string[] = [];
    shop = await startShop(longDir, logs);
    expect(existsSync(socketPath)).toBe(false);
    const log = logs.join('');
    expect(log).toContain('npm run staff:invite cannot reach this shop while it runs');
    expect(log).toMatch(/is 1\d\d bytes, past the 107 a Unix socket's path may have: use a shorter DATA_DIR/);
  }, 60_000);
});
