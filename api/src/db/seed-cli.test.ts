import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const apiDir = path.resolve(__dirname, '../..');

/**
 * `npm run db:seed -w api -- <args>`: api's script line, from api/, on a data folder of its
 * own (PGlite, never the test PostgreSQL).
 */
async function seedCli(dataDir: string, ...args: string[]) {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [program, ...scriptArgs] = scripts['db:seed']!.split(' ');
  expect(program).toBe('node');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return run(process.execPath, [...scriptArgs, ...args], { cwd: apiDir, env, encoding: 'utf8' });
}

// On PGlite whatever the project: once, under `api` (its database global is ''). The global
// is read here, not through testing/test-database.ts, which loads pg, kysely and PGlite (0.7 s).
(globalThis.__TEST_DATABASE_URL__ ? describe.skip : describe)('npm run db:seed', () => {
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
