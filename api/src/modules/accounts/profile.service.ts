import {
  type AuthAnswer,
  type ChangePasswordRequest,
  type ProfileAnswer,
  type UserRole,
} from 'shared-contracts';
import { type Db } from '../../db/database';
import { apiError, FieldErrors } from '../../http/api-error';
import { type AccountsRepository } from './accounts.repository';
import { openSession, type StaffSessionStarter } from './accounts.service';
import { type LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hash';
import { type PasswordResetsRepository } from './password-resets.repository';
import { checkNewPassword } from './password-rules';
import { type TokenService } from './tokens';

/** A password change as the two change_password calls send it (customer and staff). */
export const passwordChangeOf = (body: ChangePasswordRequest): PasswordChange => ({
  currentPassword: body.current_password,
  password: body.password,
  repeatPassword: body.repeat_password,
});

export interface PasswordChange {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

/**
 * The signed-in person's own account: GET /account/profile and POST /account/change_password
 * for customers, POST /backoffice/account/change_password for staff.
 */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsRepository,
    private readonly resets: PasswordResetsRepository,
    /** The login's per-account throttle: a wrong current password is one more guess at the account. */
    private readonly throttle: LoginThrottle,
    private readonly scryptLogN: number,
    private readonly tokens: TokenService,
    private readonly staffSessions: StaffSessionStarter,
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
   * The account's session generation moves on with the password, so every token issued before
   * (a stolen one among them) is refused from then on (ASVS 3.3.3); the caller stays signed in
   * with the new session this answers.
   */
  async changePassword(
    userId: number,
    role: UserRole,
    request: PasswordChange,
    /** The client's address, which keys the login throttle. */
    client: string,
  ): Promise<AuthAnswer> {
    const user = await this.accounts.findById(userId);
    if (user?.role !== role) throw apiError(401, 'auth', 'invalid_token');
    const waitMs = await this.throttle.begin(user.email, client);
    if (waitMs > 0)
      throw apiError(429, 'currentPassword', 'too_many_attempts', { seconds: Math.ceil(waitMs / 1000) });
    const errors = new FieldErrors();
    if (await verifyPassword(request.currentPassword, user.password_hash))
      await this.throttle.succeeded(user.email, client);
    else errors.add('currentPassword', 'wrong_current_password');
    checkNewPassword(errors, { ...request, email: user.email }).throwIfAny();

    const passwordHash = await hashPassword(request.password, this.scryptLogN);
    const generation = await this.db.transaction().execute(async (trx) => {
      const next = await this.accounts.setPasswordHash(user.id, role, passwordHash, trx);
      if (next === undefined) throw apiError(401, 'auth', 'invalid_token');
      await this.resets.discardUnused(user.id, trx);
      return next;
    });
    return openSession(this.tokens, this.staffSessions, { id: user.id, role, generation });
  }
}
