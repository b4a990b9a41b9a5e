import { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { testDatabaseUrl } from './test-database';
import { type TestApp, testConfig } from './test-app';

/** A second API instance with its own pool and listener on a test app's PostgreSQL database. */
export interface SecondInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A second instance beside `first`, sharing its PostgreSQL database as a scaled-out shop's
 * instances do (api-postgres); undefined on PGlite, which one process owns.
 */
export async function secondInstanceOf(first: TestApp): Promise<SecondInstance | undefined> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return undefined;
  const { name } = await first.db
    .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
    .executeTakeFirstOrThrow();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  const app = await buildApp(testConfig(), { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
