import { type UserRole } from 'shared-contracts';
import { type Db } from '../../db/database';

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  findByEmail(email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash', 'role', 'session_generation'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  findById(id: number) {
    return (
      this.db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash', 'role'])
        // Generated<Timestamp> reads back as the column type, not as the Date it is.
        .select((eb) => eb.ref('created_at').$castTo<Date>().as('created_at'))
        .where('id', '=', id)
        .executeTakeFirst()
    );
  }

  /**
   * Sets a user's password hash and moves their session generation on, which ends every
   * session they had: the new generation, or undefined when the user is gone or not of `role`.
   */
  async setPasswordHash(
    id: number,
    role: UserRole,
    passwordHash: string,
    executor: Db = this.db,
  ): Promise<number | undefined> {
    const row = await executor
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, session_generation: eb('session_generation', '+', 1) }))
      .where('id', '=', id)
      .where('role', '=', role)
      .returning('session_generation')
      .executeTakeFirst();
    return row?.session_generation;
  }

  /** The account's role, or undefined when no user has this id. */
  async roleOf(id: number) {
    return (await this.sessionOf(id))?.role;
  }

  /** The account's role and current session generation (one primary-key read on every Bearer call). */
  sessionOf(id: number) {
    return this.db
      .selectFrom('users')
      .select(['role', 'session_generation'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The new user's id and role, or undefined when the e-mail is taken (also under a race). */
  async create(email: string, passwordHash: string) {
    return this.db
      .insertInto('users')
      .values({ email, password_hash: passwordHash, role: 'customer' })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning(['id', 'role', 'session_generation'])
      .executeTakeFirst();
  }
}
