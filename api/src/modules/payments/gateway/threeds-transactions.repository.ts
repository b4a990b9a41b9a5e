import { type Selectable } from 'kysely';
import { type Db } from '../../../db/database';
import { type ThreedsTransactionsTable } from '../../../db/schema';

export type ThreeDSTransaction = Selectable<ThreedsTransactionsTable>;
export type NewThreeDSTransaction = Pick<
  ThreeDSTransaction,
  | 'server_trans_id'
  | 'order_id'
  | 'user_id'
  | 'brand'
  | 'last4'
  | 'card_fingerprint'
  | 'version_action'
  | 'method_status'
  | 'amount_cents'
  | 'created_at'
  | 'updated_at'
  | 'expires_at'
>;
type FinalTransStatus = 'Y' | 'N';

/**
 * 3-D Secure transactions (migration 0005): in the database, not in one instance's memory,
 * so whichever API instance a poll reaches answers it. A row keeps the card's brand and last
 * four digits, never its number. Each update names the state it moves from, so two requests
 * racing on one transaction cannot both move it.
 */
export class ThreeDSTransactionsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewThreeDSTransaction): Promise<void> {
    await this.db.insertInto('threeds_transactions').values(row).execute();
  }

  /** On `executor` when given: the payment reads it inside its transaction. */
  async find(serverTransId: string, executor: Db = this.db): Promise<ThreeDSTransaction | undefined> {
    return executor
      .selectFrom('threeds_transactions')
      .selectAll()
      .where('server_trans_id', '=', serverTransId)
      .executeTakeFirst();
  }

  /** The issuer's 3DS Method page has called back; false when the transaction is not waiting for it. */
  async recordMethodCompleted(serverTransId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('threeds_transactions')
      .set({ method_status: 'success', updated_at: now })
      .where('server_trans_id', '=', serverTransId)
      .where('method_status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * The issuer's answer to the authentication request, once per transaction: false when one
   * was already recorded.
   */
  async recordAuthentication(
    serverTransId: string,
    answer: Pick<ThreeDSTransaction, 'acs_trans_id' | 'trans_status' | 'challenge_status' | 'expires_at'>,
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('threeds_transactions')
      .set({ ...answer, updated_at: now })
      .where('server_trans_id', '=', serverTransId)
      .where('trans_status', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * The challenge's outcome (what EMV's RReq tells the 3-D Secure server, server to server):
   * Y passed, N failed. Only a pending challenge moves; false when it was already answered.
   */
  async recordChallengeOutcome(
    serverTransId: string,
    acsTransId: string,
    transStatus: FinalTransStatus,
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('threeds_transactions')
      .set({
        trans_status: transStatus,
        challenge_status: transStatus === 'Y' ? 'success' : 'not_success',
        updated_at: now,
      })
      .where('server_trans_id', '=', serverTransId)
      .where('acs_trans_id', '=', acsTransId)
      .where('challenge_status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
