import { sql } from 'kysely';
import { type Db } from '../../db/database';

/** The reset tokens of customers, by the SHA-256 of each token (migration 0007). */
export class PasswordResetsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new token for the customer with this e-mail and deletes their older unused ones,
   * so only the newest link works; the customer's id, or undefined when the e-mail is no
   * customer's. The same three statements run for any e-mail (keyed by it, nothing decided in
   * between), so an unknown address costs the database what a customer's does. The customer's
   * row is locked for the caller's transaction: two requests at once still leave one usable
   * token.
   */
  async replaceForCustomer(
    email: string,
    tokenHash: string,
    expiresAt: Date,
    executor: Db = this.db,
  ): Promise<number | undefined> {
    const customer = executor.selectFrom('users').where('email', '=', email).where('role', '=', 'customer');
    await customer.select('id').forUpdate().execute();
    await executor
      .deleteFrom('password_resets')
      .where('user_id', 'in', customer.select('id'))
      .where('used_at', 'is', null)
      .execute();
    const stored = await executor
      .insertInto('password_resets')
      .columns(['user_id', 'token_hash', 'expires_at'])
      .expression(
        customer.select([
          'id',
          sql<string>`${tokenHash}::text`.as('token_hash'),
          sql<Date>`${expiresAt}::timestamptz`.as('expires_at'),
        ]),
      )
      .returning('user_id')
      .executeTakeFirst();
    return stored?.user_id;
  }

  /** The customer a token resets, while it is unused and unexpired at `now`. */
  findUsable(tokenHash: string, now: Date) {
    return this.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['users.id', 'users.email'])
      .where('password_resets.token_hash', '=', tokenHash)
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', now)
      .where('users.role', '=', 'customer')
      .executeTakeFirst();
  }

  /**
   * Marks the token used if it still is usable at `now`: the user id it reset, or undefined
   * when another request used it first (the row lock makes the second update find it used).
   */
  async consume(tokenHash: string, now: Date, executor: Db = this.db): Promise<number | undefined> {
    const row = await executor
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Deletes the user's unused tokens: a new link, or a new password, makes them worthless. */
  async discardUnused(userId: number, executor: Db = this.db): Promise<void> {
    await executor
      .deleteFrom('password_resets')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
