import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGLITE_LOCK_FILE } from '../../db/pglite-lock';

// npm run staff:invite -w api -- <email>: how the first staff member of a fresh install is
// made. On its own data folder (PGlite, never the test PostgreSQL); mail to DATA_DIR/outbox.

const run = promisify(execFile);
const cli = path.join(__dirname, 'staff-invite-cli.ts');

async function inviteCli(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SHOP_PUBLIC_URL: 'https://tienda.example.com',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return run(process.execPath, ['--import', 'tsx', cli, ...args], { env, encoding: 'utf8' });
}

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

describe('npm run staff:invite', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'staff-invite-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates a fresh data folder and mails the invitation link to the outbox', async () => {
    const { stdout } = await inviteCli(dataDir, 'Eva@Estudio.ES');
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

  it('refuses, in one line, while the shop holds the data folder', async () => {
    const shop = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const lock = path.join(dataDir, PGLITE_LOCK_FILE);
    try {
      writeFileSync(lock, `${shop.pid}\n`);
      const failure = await failureOf(inviteCli(dataDir, 'ana@estudio.es'));
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

  it('says what is wrong with the arguments, without a stack trace', async () => {
    expect(await failureOf(inviteCli(dataDir, 'not-an-email'))).toMatchObject({
      code: 1,
      stderr: "staff:invite failed: 'not-an-email' is not an e-mail address\n",
    });
    expect(await failureOf(inviteCli(dataDir))).toMatchObject({
      code: 1,
      stderr: 'staff:invite failed: give one e-mail address: npm run staff:invite -w api -- <email>\n',
    });
  }, 60_000);
});
