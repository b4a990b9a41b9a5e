import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type ServerTimeouts } from '../http/server-timeouts';
import { type AppConfig, loadConfig } from '../config';
import { type DatabaseHandle, type Db } from '../db/database';
import { type Mail, type Mailer } from '../mail/mailer';
import { checkConformanceOfInjects } from './conformance';
import { openTestDatabase } from './test-database';
import { type CatalogFollower } from '../modules/catalog/catalog.module';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The open database, for a second instance of the API on it (buildApp's `database`). */
  database: DatabaseHandle;
  /** Mail the app sent, newest last. */
  outbox: Mail[];
  close(): Promise<void>;
}

/** Shared by test files: the generated images are written once. */
const TEST_DATA_DIR = join(tmpdir(), 'shop-api-test-data');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: TEST_DATA_DIR,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
    }),
    logLevel: 'silent',
    rateLimit: false,
    // scrypt at N = 2^17 costs ~0.3 s a hash; password-hash.test.ts checks the real cost.
    scryptLogN: 10,
    ...overrides,
  };
}

/**
 * The API on this test file's own database (PGlite, or PostgreSQL under api-postgres),
 * ready for app.inject. Call in beforeAll and close in afterAll.
 */
export interface TestAppOptions {
  now?: () => Date;
  /** Receives the JSON log lines (logging is off otherwise). */
  logStream?: { write(line: string): void };
  /** Shorter socket deadlines, for tests that listen. */
  timeouts?: ServerTimeouts;
  /** PGlite in its worker thread, as the server runs it (in process otherwise: faster to open). */
  pgliteWorker?: boolean;
  /** What else follows the catalogue's changes (buildApp's catalogFollowers). */
  catalogFollowers?: readonly CatalogFollower[];
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { pgliteWorker, ...appOptions } = options;
  const database = await openTestDatabase({ worker: pgliteWorker ?? false });
  const outbox: Mail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      outbox.push(mail);
      return 'memory';
    },
  };
  const config = testConfig({ ...(options.logStream ? { logLevel: 'info' } : {}), ...overrides });
  const app = await buildApp(config, { database, mailer, ...appOptions });
  await app.ready();
  // Every request of the API tests and its answer must match the OpenAPI document.
  checkConformanceOfInjects(app);
  return {
    app,
    db: database.db,
    database,
    outbox,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
