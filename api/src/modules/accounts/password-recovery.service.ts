import { createHash } from 'node:crypto';
import { type FastifyBaseLogger } from 'fastify';
import { type AuthAnswer } from 'shared-contracts';
import { type Db } from '../../db/database';
import { apiError, FieldErrors } from '../../http/api-error';
import { type Language } from '../../i18n/messages';
import { type BackgroundTasks } from '../../lib/background-tasks';
import { DeferredRun } from '../../lib/deferred-run';
import { counterKey } from '../../lib/window-counter/counter-key';
import { type Quota } from '../../lib/shared-quota';
import { type AccountsRepository } from './accounts.repository';
import { type LoginThrottle } from './login-throttle';
import { hashPassword } from './password-hash';
import { type ResetMailQueue } from './password-reset-mail-queue';
import { type PasswordResetsRepository } from './password-resets.repository';
import { checkNewPassword } from './password-rules';
import { issueSession, type TokenService } from './tokens';

/** Only this hash of a token is stored; the token's own entropy makes a slow hash needless. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The queue is worked this long after a request asks for a mail (with every request queued
 * meanwhile). A customer's link costs the database a little more than an unknown address's
 * (a row locked, a token written); delayed, that work is not running while the request right
 * after is answered, which on PGlite would wait for it and so tell the two apart.
 */
export const RESET_MAIL_DELAY_MS = 250;

export interface PasswordRecoveryDependencies {
  db: Db;
  accounts: AccountsRepository;
  resets: PasswordResetsRepository;
  tokens: TokenService;
  /** The reset mails asked for: queued here, made and sent by working the queue. */
  mails: ResetMailQueue;
  /** Counts reset mails per e-mail (known or not), keyed by the e-mail's SHA-256: shared by every instance. */
  perEmail: Quota;
  /** Cleared for the account when its password is reset. */
  loginThrottle: LoginThrottle;
  background: BackgroundTasks;
  scryptLogN: number;
  now: () => Date;
}

/**
 * "Forgot your password": POST /account/recover_password mails a customer a single-use
 * link that expires in PASSWORD_RESET_TTL_MINUTES; POST /account/reset_password sets the
 * new password with it and signs the customer in.
 */
export class PasswordRecoveryService {
  private readonly mailing: DeferredRun;

  constructor(private readonly deps: PasswordRecoveryDependencies) {
    this.mailing = new DeferredRun(deps.background, 'password reset mails', RESET_MAIL_DELAY_MS, (log) =>
      deps.mails.sendQueued(log),
    );
  }

  /**
   * Answers the same for every e-mail, in the same time, and leaves the same trace: the
   * request counts against the e-mail's quota and queues a mail request, nothing else. Working
   * the queue, RESET_MAIL_DELAY_MS later, makes a customer's token and mail; staff accounts and
   * unknown addresses get nothing (staff access is the back office's business).
   */
  async recover(email: string, language: Language, log: FastifyBaseLogger): Promise<void> {
    const waitMs = await this.deps.perEmail.take(counterKey(email));
    if (waitMs > 0) throw apiError(429, 'email', 'rate_limited', { seconds: Math.ceil(waitMs / 1000) });
    await this.deps.mails.add(email, language);
    this.mailing.ask(log);
  }

  /**
   * Sends, in the background, the reset mails still queued: left by an instance that died, or
   * whose mail failed. Requests older than a link's lifetime are dropped instead.
   */
  sendLeftOverMails(log: FastifyBaseLogger): void {
    this.deps.background.run(log, 'password reset mails left over', async () => {
      await this.deps.mails.dropStale();
      await this.deps.mails.sendQueued(log);
    });
  }

  /** Resolves once every reset mail already asked for is sent (tests, and closing the app). */
  idle(): Promise<void> {
    return this.mailing.idle();
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
}
