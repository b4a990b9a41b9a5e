import { type Db } from '../../db/database';
import { type Language } from '../../i18n/messages';

/** Reset mails asked for and not yet sent, one row a request whatever its address (migration 0028). */
export class PasswordResetRequestsRepository {
  constructor(private readonly db: Db) {}

  async add(email: string, language: Language, requestedAt: Date): Promise<void> {
    await this.db
      .insertInto('password_reset_requests')
      .values({ email, language, requested_at: requestedAt })
      .execute();
  }

  /**
   * Takes the oldest request that nobody holds (or whose holder took it before
   * `reclaimBefore` and never finished) for this transaction's caller: a request another
   * transaction is taking at this moment is skipped, not waited for.
   */
  claimNext(claimedAt: Date, reclaimBefore: Date, executor: Db = this.db) {
    return executor
      .updateTable('password_reset_requests')
      .set({ claimed_at: claimedAt })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('password_reset_requests')
          .select('id')
          .where((row) => row.or([row('claimed_at', 'is', null), row('claimed_at', '<', reclaimBefore)]))
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'email', 'language'])
      .executeTakeFirst();
  }

  /** The request is handled: its mail went out, or it had no account to mail. */
  async finish(id: number): Promise<void> {
    await this.db.deleteFrom('password_reset_requests').where('id', '=', id).execute();
  }

  /** Drops requests asked for before `before`, handled or not: a link that late is no longer awaited. */
  async dropOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('password_reset_requests').where('requested_at', '<', before).execute();
  }
}
