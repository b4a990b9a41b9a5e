import { type Selectable } from 'kysely';
import { type Db } from '../../../../db/database';
import { type SandboxChargesTable } from '../../../../db/schema';
import { ProcessorConnection } from './processor-connection';

export type SandboxCharge = Selectable<SandboxChargesTable>;
export type NewSandboxCharge = Pick<
  SandboxCharge,
  'reference' | 'idempotency_key' | 'order_id' | 'amount_cents'
>;

/**
 * The sandbox processor's books (sandbox_charges, migration 0032): every charge it made, by
 * its idempotency key, and whether it still holds the amount, was captured or was voided.
 * Written through the processor's own connection (processor-connection.ts), so that what it
 * charged outlives the shop's transaction; each change names the state it moves from.
 */
export class SandboxLedger {
  private readonly connection: ProcessorConnection;

  constructor(db: Db) {
    this.connection = new ProcessorConnection(db);
  }

  /**
   * Records a charge, or finds the one already made with its idempotency key (the first
   * answer again). `caller`: the shop's transaction, used only where it is the one session.
   */
  charge(charge: NewSandboxCharge, at: Date, caller?: Db): Promise<SandboxCharge> {
    return this.connection.run(async (db) => {
      await db
        .insertInto('sandbox_charges')
        .values({ ...charge, state: 'authorized', authorized_at: at })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .execute();
      return db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('idempotency_key', '=', charge.idempotency_key)
        .executeTakeFirstOrThrow();
    }, caller);
  }

  find(idempotencyKey: string): Promise<SandboxCharge | undefined> {
    return this.connection.run((db) =>
      db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst(),
    );
  }

  /** authorized → captured; false when it was not authorized. */
  capture(reference: string, at: Date): Promise<boolean> {
    return this.move(reference, { state: 'captured', captured_at: at });
  }

  /** authorized → voided; false when it was not authorized. */
  void(reference: string, at: Date): Promise<boolean> {
    return this.move(reference, { state: 'voided', voided_at: at });
  }

  private move(
    reference: string,
    change: { state: 'captured'; captured_at: Date } | { state: 'voided'; voided_at: Date },
  ): Promise<boolean> {
    return this.connection.run(async (db) => {
      const moved = await db
        .updateTable('sandbox_charges')
        .set(change)
        .where('reference', '=', reference)
        .where('state', '=', 'authorized')
        .executeTakeFirst();
      return (moved.numUpdatedRows ?? 0n) > 0n;
    });
  }

  /** Keeps the processor's connection, as the instance starts (processor-connection.ts). */
  open(): Promise<void> {
    return this.connection.open();
  }

  /** Gives the processor's connection back. */
  close(): Promise<void> {
    return this.connection.close();
  }
}
