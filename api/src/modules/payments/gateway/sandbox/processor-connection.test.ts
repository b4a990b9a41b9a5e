import { type DatabaseHandle, openDatabase } from '../../../../db/database';
import { migrateToLatest } from '../../../../db/migrate';
import { testDatabaseUrl } from '../../../../testing/test-database';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../../testing/throwaway-postgres';
import { SandboxLedger } from './sandbox-ledger';

// The sandbox's ledger on PostgreSQL goes through a connection of the pool kept for it alone:
// a payment holding every other connection still charges, and once PostgreSQL has restarted
// (the kept connection gone with it) the next charge goes through on a new one. On a cluster
// of the test's own (Debian's binaries; skipped without them, and under api-postgres).

const describeWithPostgres = postgresBinDir() && !testDatabaseUrl() ? describe : describe.skip;

describeWithPostgres('the sandbox processor’s own connection', () => {
  let postgres: ThrowawayPostgres;
  let database: DatabaseHandle;
  let ledger: SandboxLedger;
  let charges = 0;
  jest.setTimeout(60_000);

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    database = await openDatabase({
      kind: 'postgres',
      url: postgres.url,
      poolSize: 2,
      onConnectionError: () => {},
    });
    await migrateToLatest(database.db);
    ledger = new SandboxLedger(database.db);
    // As at an instance's start: the connection is kept before any payment.
    await ledger.open();
  });
  afterAll(async () => {
    await ledger?.close();
    await database?.close();
    await postgres?.destroy();
  });

  const charge = () => {
    charges += 1;
    return ledger.charge(
      { reference: `sandbox-${charges}`, idempotency_key: `key-${charges}`, order_id: 1, amount_cents: 100 },
      new Date(),
    );
  };

  it('charges while a payment holds every other connection of the pool', async () => {
    const charged = await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('sandbox_charges').select('reference').execute();
      return charge();
    });
    expect(charged.state).toBe('authorized');
  });

  it('charges on a new connection once PostgreSQL is back after a crash', async () => {
    await charge();
    await postgres.stop('immediate');
    await postgres.start();
    expect((await charge()).state).toBe('authorized');
    expect(
      await database.db.selectFrom('sandbox_charges').select('reference').orderBy('reference').execute(),
    ).toHaveLength(charges);
  });

  it('keeps nothing while only built: a command line building the services closes its pool at once', async () => {
    const other = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
    new SandboxLedger(other.db);
    // The command's own work, then its close.
    await other.db.selectFrom('sandbox_charges').select('reference').execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = await Promise.race([
      other.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000).unref()),
    ]);
    expect(closed).toBe('closed');
  });
});
