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
