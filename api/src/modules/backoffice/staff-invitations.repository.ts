import { type Db } from '../../db/database';

export interface NewInvitation {
  email: string;
  codeHash: string;
  expiresAt: Date;
  /** The inviting staff member; null from the command line. */
  invitedBy: number | null;
  now: Date;
}

/** Staff invitations (staff_verification_codes, migrations 0004 and 0011), by the SHA-256 of their code. */
export class StaffInvitationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the e-mail's new invitation in place of its unused one, if any, in one statement
   * (the unique index on live e-mails is its target): only the newest link works, also when
   * two invitations are sent at once.
   */
  async replace(invitation: NewInvitation): Promise<void> {
    const values = {
      code_hash: invitation.codeHash,
      expires_at: invitation.expiresAt,
      invited_by: invitation.invitedBy,
      created_at: invitation.now,
    };
    await this.db
      .insertInto('staff_verification_codes')
      .values({ email: invitation.email, ...values })
      .onConflict((conflict) => conflict.column('email').where('used_at', 'is', null).doUpdateSet(values))
      .execute();
  }

  findByHash(codeHash: string) {
    return this.db
      .selectFrom('staff_verification_codes')
      .select(['id', 'email', 'expires_at', 'used_at'])
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
  }

  /**
   * Marks the invitation used if it still is usable at `now`: false when another request
   * used it first (the second conditional update waits on the row, then finds it used).
   */
  async consume(id: number, now: Date, executor: Db = this.db): Promise<boolean> {
    const result = await executor
      .updateTable('staff_verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return (result.numUpdatedRows ?? 0n) > 0n;
  }

  /**
   * The one place a staff account is made: the new user's id, or undefined when the e-mail
   * has an account already (also under a race). Runs in the registration's transaction.
   */
  async createStaffUser(email: string, passwordHash: string, executor: Db = this.db) {
    const row = await executor
      .insertInto('users')
      .values({ email, password_hash: passwordHash, role: 'staff' })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }
}
