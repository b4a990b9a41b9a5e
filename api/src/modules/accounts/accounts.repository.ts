import { type Db } from '../../db/database';

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  findByEmail(email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash', 'role'])
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

  /** Sets a user's password hash; false when the user is gone or is not a customer. */
  async setCustomerPasswordHash(id: number, passwordHash: string, executor: Db = this.db): Promise<boolean> {
    const result = await executor
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', id)
      .where('role', '=', 'customer')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The account's role, or undefined when no user has this id. */
  async roleOf(id: number) {
    const row = await this.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst();
    return row?.role;
  }

  /** The new user's id and role, or undefined when the e-mail is taken (also under a race). */
  async create(email: string, passwordHash: string) {
    return this.db
      .insertInto('users')
      .values({ email, password_hash: passwordHash, role: 'customer' })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning(['id', 'role'])
      .executeTakeFirst();
  }
}
