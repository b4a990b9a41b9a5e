import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = path.join(__dirname, 'seed-cli.ts');

/** `npm run db:seed -w api`, on a data folder of its own (PGlite, never the test PostgreSQL). */
async function seedCli(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', cli, ...args], { env, encoding: 'utf8' });
}

describe('npm run db:seed', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates a fresh data folder first, even with --reset', async () => {
    const { stdout } = await seedCli(dataDir, '--reset', '--products', '30');
    expect(stdout).toMatch(/^Seeded 30 products in 22 types of 4 collections, 5 coupons/);
  }, 60_000);

  it('says what is wrong in one line, without a stack trace', async () => {
    const failure = await seedCli(dataDir, '--products', 'many').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr.trim()).toBe(
      'db:seed failed: --products must be a positive whole number',
    );
  }, 60_000);
});
