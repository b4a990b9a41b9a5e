import { type AuthAnswer, STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from 'shared-contracts';
import { type StaffSessionGate } from '../../plugins/auth';
import { type StaffSessionStarter } from '../accounts/accounts.service';
import { type TokenService } from '../accounts/tokens';
import { type StaffSessionsRepository } from './staff-sessions.repository';

const MINUTE_MS = 60_000;
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * MINUTE_MS;
const MAX_MS = STAFF_SESSION_MAX_HOURS * 60 * MINUTE_MS;
/** How stale the recorded last call may be before a call writes it again. */
const TOUCH_EVERY_MS = MINUTE_MS;

/**
 * Server-side staff sessions (docs/security.md, ASVS 3.3): a staff token works while its session
 * is open, that is, called within the last 30 minutes, started less than 12 hours ago and not
 * ended by logout. A JWT alone cannot expire when idle; the session row, keyed by the token's
 * jti, can. Every staff call reads it (one primary-key look-up) and writes the call's time at
 * most once a minute, so a session ends between 29 and 30 minutes after its last call.
 */
export class StaffSessions implements StaffSessionStarter, StaffSessionGate {
  constructor(
    private readonly repository: StaffSessionsRepository,
    private readonly tokens: TokenService,
    private readonly now: () => Date,
  ) {}

  /** A new staff token and its open session: what the back-office login and registration answer. */
  async start(userId: number, generation: number): Promise<AuthAnswer> {
    const now = this.now();
    const issued = await this.tokens.issue({ id: userId, role: 'staff', generation });
    const expiresAt = new Date(Math.min(issued.expiresAt.getTime(), now.getTime() + MAX_MS));
    await this.repository.deleteClosed(userId, now, new Date(now.getTime() - IDLE_MS));
    await this.repository.insert({ id: issued.tokenId, userId, startedAt: now, expiresAt });
    return { token: issued.token, userId, tokenExpirationDate: issued.expiresAt.toISOString() };
  }

  async admit(tokenId: string, userId: number): Promise<boolean> {
    const session = await this.repository.find(tokenId);
    const now = this.now().getTime();
    if (!session || session.user_id !== userId || session.ended_at) return false;
    const lastSeen = new Date(session.last_seen_at).getTime();
    if (new Date(session.expires_at).getTime() <= now || now - lastSeen >= IDLE_MS) return false;
    if (now - lastSeen >= TOUCH_EVERY_MS)
      await this.repository.touch(tokenId, new Date(now), new Date(now - TOUCH_EVERY_MS));
    return true;
  }

  /** Logout: the token is refused from now on. */
  async end(tokenId: string): Promise<void> {
    await this.repository.end(tokenId, this.now());
  }
}
