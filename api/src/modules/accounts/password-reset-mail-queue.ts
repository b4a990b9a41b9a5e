import { randomBytes } from 'node:crypto';
import { type FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_TTL_MINUTES, paths } from 'shared-contracts';
import { type Db } from '../../db/database';
import { type Language, translate } from '../../i18n/messages';
import { type Mailer } from '../../mail/mailer';
import { hashResetToken } from './password-recovery.service';
import { type PasswordResetRequestsRepository } from './password-reset-requests.repository';
import { type PasswordResetsRepository } from './password-resets.repository';

/** 32 random bytes: 43 base64url characters, 256 bits (the contract asks for 192 or more). */
const TOKEN_BYTES = 32;
const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

/**
 * A request claimed this long ago and still queued is taken again: its instance died before
 * mailing, or the mail failed. Longer than a slow SMTP server takes, so a mail on its way is
 * not sent twice.
 */
export const RECLAIM_AFTER_MS = 15 * 60_000;

export interface ResetMailQueueDependencies {
  db: Db;
  requests: PasswordResetRequestsRepository;
  resets: PasswordResetsRepository;
  mailer: Mailer;
  /** The shop's public address: reset links point there. */
  shopPublicUrl: string;
  now: () => Date;
}

/**
 * The reset mails asked for, queued in the database so that the request that asks does the
 * same work for every address. Working the queue takes each request once across instances,
 * makes the customer's token (a new link voids the older ones) and mails the link; an unknown
 * or staff address gets the same transaction, which stores nothing, and no mail.
 */
export class ResetMailQueue {
  constructor(private readonly deps: ResetMailQueueDependencies) {}

  add(email: string, language: Language): Promise<void> {
    return this.deps.requests.add(email, language, this.deps.now());
  }

  /** Handles queued requests until none is left to take; answers how many mails went out. */
  async sendQueued(log: FastifyBaseLogger): Promise<number> {
    let sent = 0;
    for (;;) {
      const handled = await this.handleNext(log);
      if (handled === 'none left') return sent;
      if (handled === 'mailed') sent += 1;
    }
  }

  private async handleNext(log: FastifyBaseLogger): Promise<'mailed' | 'no mail' | 'none left'> {
    const { db, requests, resets, now } = this.deps;
    // Drawn for every request, a customer's or not, so both cost the same until the mail.
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const at = now();
    const taken = await db.transaction().execute(async (trx) => {
      const request = await requests.claimNext(at, new Date(at.getTime() - RECLAIM_AFTER_MS), trx);
      if (!request) return undefined;
      const expiresAt = new Date(at.getTime() + TTL_MS);
      const userId = await resets.replaceForCustomer(request.email, hashResetToken(token), expiresAt, trx);
      return { ...request, userId };
    });
    if (!taken) return 'none left';
    if (taken.userId === undefined) {
      await requests.finish(taken.id);
      return 'no mail';
    }
    try {
      await this.mailLink({ id: taken.userId, email: taken.email }, token, taken.language, log);
    } catch (error) {
      // Left claimed: taken again after RECLAIM_AFTER_MS, with a new token.
      log.error({ err: error, userId: taken.userId }, 'password reset mail failed');
      return 'no mail';
    }
    await requests.finish(taken.id);
    return 'mailed';
  }

  /** Forgets requests asked for longer ago than a link lives, handled or not: nobody awaits them now. */
  dropStale(): Promise<void> {
    return this.deps.requests.dropOlderThan(new Date(this.deps.now().getTime() - TTL_MS));
  }

  private async mailLink(
    user: { id: number; email: string },
    token: string,
    language: Language,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const link = `${this.deps.shopPublicUrl}${paths.resetPassword(token)}`;
    const location = await this.deps.mailer.send({
      to: user.email,
      subject: translate('reset_mail_subject', language),
      text: translate('reset_mail_text', language, { link, minutes: PASSWORD_RESET_TTL_MINUTES }),
    });
    log.info({ userId: user.id, outbox: location }, 'password reset link mailed');
  }
}
