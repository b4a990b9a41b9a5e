import { createHash, randomBytes } from 'node:crypto';
import { type FastifyBaseLogger } from 'fastify';
import { type AuthAnswer, PASSWORD_RESET_TTL_MINUTES, paths } from 'shared-contracts';
import { type Db } from '../../db/database';
import { apiError, FieldErrors } from '../../http/api-error';
import { type Language, translate } from '../../i18n/messages';
import { type BackgroundTasks } from '../../lib/background-tasks';
import { type Quota } from '../../lib/shared-quota';
import { type Mailer } from '../../mail/mailer';
import { type AccountsRepository } from './accounts.repository';
import { type LoginThrottle } from './login-throttle';
import { hashPassword } from './password-hash';
import { type PasswordResetsRepository } from './password-resets.repository';
import { checkNewPassword } from './password-rules';
import { issueSession, type TokenService } from './tokens';

/** 32 random bytes: 43 base64url characters, 256 bits (the contract asks for 192 or more). */
const TOKEN_BYTES = 32;

/** Only this hash of a token is stored; the token's own entropy makes a slow hash needless. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordRecoveryDependencies {
  db: Db;
  accounts: AccountsRepository;
  resets: PasswordResetsRepository;
  tokens: TokenService;
  mailer: Mailer;
  /** Counts reset mails per e-mail (known or not), keyed by the e-mail's SHA-256: shared by every instance. */
  perEmail: Quota;
  /** Cleared for the account when its password is reset. */
  loginThrottle: LoginThrottle;
  background: BackgroundTasks;
  /** The shop's public address: reset links point there. */
  shopPublicUrl: string;
  scryptLogN: number;
  now: () => Date;
}

/**
 * "Forgot your password": POST /account/recover_password mails a customer a single-use
 * link that expires in PASSWORD_RESET_TTL_MINUTES; POST /account/reset_password sets the
 * new password with it and signs the customer in.
 */
export class PasswordRecoveryService {
  constructor(private readonly deps: PasswordRecoveryDependencies) {}

  /**
   * Answers the same for every e-mail, in about the same time: the answer waits only for
   * the look-up every e-mail gets; a customer's token and mail are made after it. Staff
   * accounts get nothing here (their access is the back office's business).
   */
  async recover(email: string, language: Language, log: FastifyBaseLogger): Promise<void> {
    const waitMs = await this.deps.perEmail.take(createHash('sha256').update(email).digest('hex'));
    if (waitMs > 0) throw apiError(429, 'email', 'rate_limited', { seconds: Math.ceil(waitMs / 1000) });
    const user = await this.deps.accounts.findByEmail(email);
    if (user?.role !== 'customer') return;
    this.deps.background.run(log, 'password reset mail', () =>
      this.mailLink({ id: user.id, email: user.email }, language, log),
    );
  }

  /** Resolves once every reset mail already asked for is sent (tests, and closing the app). */
  idle(): Promise<void> {
    return this.deps.background.idle();
  }

  async reset(request: { token: string; password: string; repeatPassword: string }): Promise<AuthAnswer> {
    const { db, accounts, resets } = this.deps;
    const tokenHash = hashResetToken(request.token);
    const holder = await resets.findUsable(tokenHash, this.deps.now());
    const errors = new FieldErrors();
    if (!holder) errors.add('token', 'reset_token_invalid');
    checkNewPassword(errors, { ...request, email: holder?.email ?? '' }).throwIfAny();
    if (!holder) throw apiError(400, 'token', 'reset_token_invalid');

    const passwordHash = await hashPassword(request.password, this.deps.scryptLogN);
    // One transaction: the token is used only if the password changes, and of two requests
    // with the same token, the second finds it used (the conditional update waits on the row).
    // The new password moves the account's session generation on: every session it had ends
    // (a token stolen before the reset among them), and the one answered here is the only one.
    const session = await db.transaction().execute(async (trx) => {
      const id = await resets.consume(tokenHash, this.deps.now(), trx);
      const generation =
        id === undefined ? undefined : await accounts.setPasswordHash(id, 'customer', passwordHash, trx);
      if (id === undefined || generation === undefined) throw apiError(400, 'token', 'reset_token_invalid');
      await resets.discardUnused(id, trx);
      return { id, role: 'customer' as const, generation };
    });
    await this.deps.loginThrottle.clear(holder.email);
    return issueSession(this.deps.tokens, session);
  }

  private async mailLink(
    user: { id: number; email: string },
    language: Language,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(this.deps.now().getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
    await this.deps.resets.replace(user.id, hashResetToken(token), expiresAt);
    const link = `${this.deps.shopPublicUrl}${paths.resetPassword(token)}`;
    const location = await this.deps.mailer.send({
      to: user.email,
      subject: translate('reset_mail_subject', language),
      text: translate('reset_mail_text', language, { link, minutes: PASSWORD_RESET_TTL_MINUTES }),
    });
    log.info({ userId: user.id, outbox: location }, 'password reset link mailed');
  }
}
