import { type ProfileAnswer } from 'shared-contracts';
import { type Db } from '../../db/database';
import { apiError, FieldErrors } from '../../http/api-error';
import { type AccountsRepository } from './accounts.repository';
import { type LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hash';
import { type PasswordResetsRepository } from './password-resets.repository';
import { checkNewPassword } from './password-rules';

/** The signed-in customer's own account: GET /account/profile, POST /account/change_password. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsRepository,
    private readonly resets: PasswordResetsRepository,
    /** The login's per-account throttle: a wrong current password is one more guess at the account. */
    private readonly throttle: LoginThrottle,
    private readonly scryptLogN: number,
  ) {}

  async profile(userId: number): Promise<ProfileAnswer> {
    const user = await this.accounts.findById(userId);
    if (!user) throw apiError(401, 'auth', 'invalid_token');
    return { userId: user.id, email: user.email, createdAt: new Date(user.created_at).toISOString() };
  }

  /**
   * A wrong current password is a 400 under `currentPassword`, counted by the login
   * throttle (a stolen session must not become a password oracle); the new password follows
   * the registration rules. Every problem is answered at once. Unused reset links stop working.
   */
  async changePassword(
    userId: number,
    request: { currentPassword: string; password: string; repeatPassword: string },
    /** The client's address, which keys the login throttle. */
    client: string,
  ): Promise<void> {
    const user = await this.accounts.findById(userId);
    if (!user) throw apiError(401, 'auth', 'invalid_token');
    const waitMs = await this.throttle.begin(user.email, client);
    if (waitMs > 0)
      throw apiError(429, 'currentPassword', 'too_many_attempts', { seconds: Math.ceil(waitMs / 1000) });
    const errors = new FieldErrors();
    if (await verifyPassword(request.currentPassword, user.password_hash))
      await this.throttle.succeeded(user.email, client);
    else errors.add('currentPassword', 'wrong_current_password');
    checkNewPassword(errors, { ...request, email: user.email }).throwIfAny();

    const passwordHash = await hashPassword(request.password, this.scryptLogN);
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.accounts.setCustomerPasswordHash(user.id, passwordHash, trx)))
        throw apiError(401, 'auth', 'invalid_token');
      await this.resets.discardUnused(user.id, trx);
    });
  }
}
