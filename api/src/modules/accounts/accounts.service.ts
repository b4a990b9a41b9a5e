import { type AuthAnswer, type UserRole } from 'shared-contracts';
import { apiError, FieldErrors } from '../../http/api-error';
import { type AccountsRepository } from './accounts.repository';
import { type LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hash';
import { checkNewPassword } from './password-rules';
import { issueSession, type SessionHolder, type TokenService } from './tokens';

export interface Credentials {
  /** Already trimmed and lowercased by the contract. */
  email: string;
  password: string;
}

/** Who is signing in from where: the client's address keys the login throttle. */
export interface LoginAttempt extends Credentials {
  client: string;
}

/** Opens a staff member's server-side session and answers its token (modules/backoffice/staff-sessions.ts). */
export interface StaffSessionStarter {
  /** `generation`: the account's session generation, which the token carries. */
  start(userId: number, generation: number): Promise<AuthAnswer>;
}

/** A new session of either role: a staff one is also opened on the server (its idle and 12-hour limits). */
export function openSession(
  tokens: TokenService,
  staffSessions: StaffSessionStarter,
  holder: SessionHolder,
): Promise<AuthAnswer> {
  return holder.role === 'staff'
    ? staffSessions.start(holder.id, holder.generation)
    : issueSession(tokens, holder);
}

export class AccountsService {
  /** A hash no password matches, verified for unknown e-mails so both cases take as long. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly repository: AccountsRepository,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly scryptLogN: number,
    private readonly staffSessions: StaffSessionStarter,
  ) {}

  /**
   * Signs in an account of one role: customers at /login, staff at /backoffice/login. An
   * account of the other role gets the same 401 as a wrong password.
   */
  async login({ email, password, client }: LoginAttempt, role: UserRole): Promise<AuthAnswer> {
    // Counted before the slow check, so concurrent guesses cannot all slip past the throttle.
    const waitMs = await this.throttle.begin(email, client);
    if (waitMs > 0)
      throw apiError(429, 'password', 'too_many_attempts', { seconds: Math.ceil(waitMs / 1000) });
    const user = await this.repository.findByEmail(email);
    const hash = user?.password_hash ?? (await this.unknownUserHash());
    const matches = await verifyPassword(password, hash);
    if (!user || !matches || user.role !== role) throw apiError(401, 'password', 'invalid_credentials');
    await this.throttle.succeeded(email, client);
    return openSession(this.tokens, this.staffSessions, {
      id: user.id,
      role: user.role,
      generation: user.session_generation,
    });
  }

  async register({ email, password }: Credentials, repeatPassword: string): Promise<AuthAnswer> {
    checkNewPassword(new FieldErrors(), { password, repeatPassword, email }).throwIfAny();
    if (await this.repository.findByEmail(email)) throw apiError(409, 'email', 'email_taken');
    const created = await this.repository.create(email, await hashPassword(password, this.scryptLogN));
    if (!created) throw apiError(409, 'email', 'email_taken');
    return issueSession(this.tokens, {
      id: created.id,
      role: created.role,
      generation: created.session_generation,
    });
  }

  private unknownUserHash(): Promise<string> {
    this.dummyHash ??= hashPassword(crypto.randomUUID(), this.scryptLogN);
    return this.dummyHash;
  }
}
