import { type AuthAnswer, STAFF_INVITE_LIFETIME_HOURS } from 'shared-contracts';
import { type Db } from '../../db/database';
import { apiError, FieldErrors } from '../../http/api-error';
import { type Mailer } from '../../mail/mailer';
import { type AccountsRepository } from '../accounts/accounts.repository';
import { hashPassword } from '../accounts/password-hash';
import { checkNewPassword } from '../accounts/password-rules';
import { hashInviteCode, newInviteCode } from './invite-code';
import { invitationLink, invitationMail } from './staff-invitation-mail';
import { type StaffInvitationsRepository } from './staff-invitations.repository';
import { type StaffSessions } from './staff-sessions';

const LIFETIME_MS = STAFF_INVITE_LIFETIME_HOURS * 3600_000;

export interface StaffInvitationsDependencies {
  db: Db;
  invitations: StaffInvitationsRepository;
  accounts: AccountsRepository;
  sessions: StaffSessions;
  mailer: Mailer;
  /** The shop's public address: invitation links point there. */
  shopPublicUrl: string;
  scryptLogN: number;
  now: () => Date;
}

export interface SentInvitation {
  /** Where the mail went (an .eml file of the outbox, or the SMTP message id). */
  outbox: string;
  expiresAt: Date;
}

/**
 * Staff accounts exist only by invitation (docs/spec.md §6): `npm run staff:invite` or a signed-in
 * staff member mails a single-use link that works for 48 hours; the link's holder checks it
 * and sets a password, which creates the staff account and signs it in. No customer call can
 * make a staff account, and an e-mail that has an account (customer or staff) is not invited.
 */
export class StaffInvitations {
  constructor(private readonly deps: StaffInvitationsDependencies) {}

  /**
   * Stores a new code for `email` (only its hash; any older unused one stops working) and
   * mails the link. 409 under `email` when the e-mail has an account already.
   */
  async invite(email: string, invitedBy: number | null): Promise<SentInvitation> {
    if (await this.deps.accounts.findByEmail(email)) throw apiError(409, 'email', 'email_taken');
    const { code, hash } = newInviteCode();
    const now = this.deps.now();
    const expiresAt = new Date(now.getTime() + LIFETIME_MS);
    await this.deps.invitations.replace({ email, codeHash: hash, expiresAt, invitedBy, now });
    const link = invitationLink(this.deps.shopPublicUrl, email, code);
    const outbox = await this.deps.mailer.send(invitationMail(email, link));
    return { outbox, expiresAt };
  }

  /**
   * Checks a link before the set-password form shows, without using it up: 404 under `code`
   * for a code no invitation has or one sent to another e-mail, 410 for one used, expired,
   * or whose e-mail has meanwhile got an account.
   */
  async verify(email: string, code: string): Promise<void> {
    await this.usable(email, code);
    if (await this.deps.accounts.findByEmail(email)) throw apiError(410, 'code', 'staff_invite_spent');
  }

  /**
   * Creates the staff account and signs it in, using the code up. The code is spent and the
   * user inserted in one transaction: of two registrations with one code, the second finds
   * it used (410) and nothing of it stays; an e-mail that got an account meanwhile is a 409
   * and leaves the code unused.
   */
  async register(request: {
    email: string;
    code: string;
    password: string;
    repeatPassword: string;
  }): Promise<AuthAnswer> {
    const { db, invitations, accounts, sessions } = this.deps;
    const invitation = await this.usable(request.email, request.code);
    checkNewPassword(new FieldErrors(), request).throwIfAny();
    if (await accounts.findByEmail(request.email)) throw apiError(409, 'email', 'email_taken');
    const passwordHash = await hashPassword(request.password, this.deps.scryptLogN);
    const userId = await db.transaction().execute(async (trx) => {
      if (!(await invitations.consume(invitation.id, this.deps.now(), trx)))
        throw apiError(410, 'code', 'staff_invite_spent');
      const id = await invitations.createStaffUser(request.email, passwordHash, trx);
      if (id === undefined) throw apiError(409, 'email', 'email_taken');
      return id;
    });
    // A new account: its first session generation.
    return sessions.start(userId, 0);
  }

  private async usable(email: string, code: string) {
    const invitation = await this.deps.invitations.findByHash(hashInviteCode(code));
    if (!invitation || invitation.email !== email) throw apiError(404, 'code', 'staff_invite_unknown');
    if (invitation.used_at || new Date(invitation.expires_at).getTime() <= this.deps.now().getTime())
      throw apiError(410, 'code', 'staff_invite_spent');
    return invitation;
  }
}
