import { execFile, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { PGLITE_LOCK_FILE } from '../../db/pglite-lock';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { testDatabaseUrl } from '../../testing/test-database';
import { registerUser, uniqueEmail } from '../../testing/users';
import { staffInviteSocketPath } from './staff-invite-channel';
import { runStaffInviteCli } from './staff-invite-cli-run';

// npm run staff:invite -w api -- <email>: how the first staff member of a fresh install is
// made. On its own data folder (PGlite, unless a test gives DATABASE_URL); mail to
// DATA_DIR/outbox. While the shop runs (issue 27, point 6) it works too: on PGlite through the
// shop's socket (staff-invite-socket.test.ts), on PostgreSQL on the database itself.
//
// Most cases call the command in this process (staff-invite-cli-run.ts): a Node started with
// tsx takes 2–3 s. A few start it as npm does, to prove the command itself: its exit codes,
// what it writes, and that it ends once done (on PGlite, and on PostgreSQL).

const run = promisify(execFile);
const apiDir = path.resolve(__dirname, '../../..');

/** The settings the command reads: the test's own, none of the shop's mail or database. */
function commandEnv(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.SHOP_PUBLIC_URL;
  return { ...env, ...settings };
}

/** On `dataDir`'s PGlite (or DATABASE_URL in `settings`), the link to SHOP_PUBLIC_URL. */
const onDataDir = (dataDir: string): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  SHOP_PUBLIC_URL: 'https://tienda.example.com',
});

/** `npm run staff:invite -w api -- <args>` in a process of its own: api's script line, from api/. */
function inviteProcess(settings: NodeJS.ProcessEnv, ...args: string[]) {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [program, ...scriptArgs] = scripts['staff:invite']!.split(' ');
  expect(program).toBe('node');
  return run(process.execPath, [...scriptArgs, ...args], {
    cwd: apiDir,
    env: commandEnv(settings),
    encoding: 'utf8',
  });
}

/** The command in this process: its exit code and what it wrote. */
async function invite(settings: NodeJS.ProcessEnv, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runStaffInviteCli(args, {
    env: commandEnv(settings),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

const INVITED =
  /^Invited (\S+) to the back office: the link in the mail works once, for 48 hours \(until \S+Z\)\. Mail: (\S+\.eml)\n$/;
const ACCOUNT_TAKEN = (email: string) =>
  `staff:invite failed: ${email} already has an account; invite a new e-mail\n`;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

/** The text of an .eml file: quoted-printable soft breaks and escapes undone. */
const mailText = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The invitation's code in a mail file, checked to be sent to `email`. */
function mailedCode(mailFile: string, email: string): string {
  const mail = mailText(mailFile);
  expect(mail).toContain(`To: ${email}`);
  const link = /https:\/\/tienda\.example\.com\/backoffice\/register\/[^/\s]+\/([A-Za-z0-9_-]{43})\n/.exec(
    mail,
  );
  expect(link).not.toBeNull();
  return link![1]!;
}

// On PGlite whatever the project (the settings leave DATABASE_URL out): once, under `api`.
(testDatabaseUrl() ? describe.skip : describe)('npm run staff:invite on PGlite', () => {
  let dataDir: string;
  beforeAll(() => {
    // Short: the running shop's socket is made in it (at most 107 bytes).
    dataDir = mkdtempSync(path.join(tmpdir(), 'sinv-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates a fresh data folder and mails the invitation link to the outbox', async () => {
    const { stdout } = await inviteProcess(onDataDir(dataDir), 'Eva@Estudio.ES');
    expect(stdout).toMatch(
      /^Invited eva@estudio\.es to the back office: the link in the mail works once, for 48 hours \(until \S+Z\)\. Mail: \S+\.eml\n$/,
    );
    const outbox = path.join(dataDir, 'outbox');
    const [file] = readdirSync(outbox);
    const mail = mailText(path.join(outbox, file!));
    expect(mail).toContain('To: eva@estudio.es');
    expect(mail).toMatch(
      /https:\/\/tienda\.example\.com\/backoffice\/register\/eva%40estudio\.es\/[A-Za-z0-9_-]{43}\n/,
    );
    expect(mail.indexOf('Hola:')).toBeLessThan(mail.indexOf('Hello,'));
  }, 60_000);

  it('says what is wrong with the arguments, without a stack trace', async () => {
    expect(await failureOf(inviteProcess(onDataDir(dataDir), 'not-an-email'))).toMatchObject({
      code: 1,
      stderr: "staff:invite failed: 'not-an-email' is not an e-mail address\n",
    });
    expect(await invite(onDataDir(dataDir))).toEqual({
      code: 1,
      stdout: '',
      stderr: 'staff:invite failed: give one e-mail address: npm run staff:invite -w api -- <email>\n',
    });
  }, 60_000);

  it('refuses, in one line, while a shop without the invitation socket (an older one) holds the data folder', async () => {
    const shop = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const lock = path.join(dataDir, PGLITE_LOCK_FILE);
    try {
      writeFileSync(lock, `${shop.pid}\n`);
      const failure = await invite(onDataDir(dataDir), 'ana@estudio.es');
      expect(failure.code).toBe(1);
      expect(failure.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^staff:invite failed: the shop's database in .+ is open in another process \\(pid ${shop.pid}\\)\\. ` +
              'PGlite serves one process at a time.*While the shop runs, a signed-in staff member can invite from the back office instead\\.$',
          ),
        ),
      ]);
    } finally {
      shop.kill();
      rmSync(lock, { force: true });
    }
  }, 60_000);

  it('says so when the data folder’s path is too long for the running shop’s socket', async () => {
    const shop = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const longDir = path.join(dataDir, 'd'.repeat(Math.max(1, 100 - dataDir.length)));
    symlinkSync(dataDir, longDir);
    const lock = path.join(dataDir, PGLITE_LOCK_FILE);
    try {
      writeFileSync(lock, `${shop.pid}\n`);
      const failure = await invite(onDataDir(longDir), 'ana@estudio.es');
      expect(failure.code).toBe(1);
      expect(failure.stderr).toMatch(
        /^staff:invite failed: the shop takes no invitations over its socket: its path \S+ is 1\d\d bytes, past the 107 a Unix socket's path may have: use a shorter DATA_DIR\. While the shop runs, a signed-in staff member can invite from the back office instead\.\n$/,
      );
    } finally {
      shop.kill();
      rmSync(lock, { force: true });
      rmSync(longDir, { force: true });
    }
  }, 60_000);

  describe('while the shop runs on the data folder', () => {
    let shop: FastifyInstance;
    beforeAll(async () => {
      // The shop's own public address: the command, run without one, mails the shop's link.
      const config = testConfig({
        dataDir,
        seedProducts: 22,
        shopPublicUrl: 'https://tienda.example.com',
        shopPublicUrlConfigured: true,
      });
      shop = await buildApp(config);
      await shop.ready();
    }, 120_000);
    afterAll(() => shop?.close());

    it('asks the shop, which mails the invitation its link then opens', async () => {
      const answer = await invite({ DATA_DIR: dataDir }, 'Eva@Estudio.ES');
      expect(answer.code).toBe(0);
      const [, email, mailFile] = INVITED.exec(answer.stdout) ?? [];
      expect(email).toBe('eva@estudio.es');
      expect(path.dirname(mailFile!)).toBe(path.join(dataDir, 'outbox'));
      const code = mailedCode(mailFile!, 'eva@estudio.es');
      const verify = await postJson(shop, '/api/account/backoffice/verify_register', { email, code });
      expect(verify).toEqual({ status: 200, body: { status: 'success' } });
    }, 60_000);

    it('refuses an e-mail that has an account, and one that is not an e-mail, as it does with the shop stopped', async () => {
      const customer = await registerUser(shop, uniqueEmail('customer'));
      expect(await invite({ DATA_DIR: dataDir }, customer.email)).toMatchObject({
        code: 1,
        stderr: ACCOUNT_TAKEN(customer.email),
      });
      expect(await invite({ DATA_DIR: dataDir }, 'not-an-email')).toMatchObject({
        code: 1,
        stderr: "staff:invite failed: 'not-an-email' is not an e-mail address\n",
      });
    }, 60_000);
  });
});

(testDatabaseUrl() ? describe : describe.skip)(
  'npm run staff:invite while the shop runs on PostgreSQL',
  () => {
    let t: TestApp;
    let databaseUrl: string;
    let dataDir: string;
    let shop: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp();
      const { name } = await t.db
        .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
        .executeTakeFirstOrThrow();
      const url = new URL(testDatabaseUrl()!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dataDir = mkdtempSync(path.join(tmpdir(), 'sinv-'));
      // The shop on that database as `npm start` runs it (its own pool, its data folder).
      shop = await buildApp(testConfig({ dataDir, databaseUrl }));
      await shop.ready();
    }, 120_000);
    afterAll(async () => {
      await shop?.close();
      await t?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const settings = () => ({ ...onDataDir(dataDir), DATABASE_URL: databaseUrl });

    it('writes the invitation to the database the shop reads, with no socket', async () => {
      const { stdout } = await inviteProcess(settings(), 'eva@estudio.es');
      const [, email, mailFile] = INVITED.exec(stdout) ?? [];
      const code = mailedCode(mailFile!, 'eva@estudio.es');
      const verify = await postJson(shop, '/api/account/backoffice/verify_register', { email, code });
      expect(verify).toEqual({ status: 200, body: { status: 'success' } });
      expect(existsSync(staffInviteSocketPath(dataDir))).toBe(false);
    }, 60_000);

    it('refuses an e-mail that has an account, as ever', async () => {
      const customer = await registerUser(shop, uniqueEmail('customer'));
      expect(await invite(settings(), customer.email)).toMatchObject({
        code: 1,
        stderr: ACCOUNT_TAKEN(customer.email),
      });
    }, 60_000);
  },
);
