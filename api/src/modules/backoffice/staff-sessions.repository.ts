import { type Db } from '../../db/database';

export interface NewStaffSession {
  /** The token's jti. */
  id: string;
  userId: number;
  startedAt: Date;
  expiresAt: Date;
}

/** Staff sessions by their token's jti (migration 0011): SQL only; StaffSessions holds the rules. */
export class StaffSessionsRepository {
  constructor(private readonly db: Db) {}

  async insert(session: NewStaffSession): Promise<void> {
    await this.db
      .insertInto('staff_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: session.startedAt,
        last_seen_at: session.startedAt,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  find(id: string) {
    return this.db
      .selectFrom('staff_sessions')
      .select(['user_id', 'last_seen_at', 'expires_at', 'ended_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Records a call, unless one was recorded after `unlessSince` (so at most one write a minute). */
  async touch(id: string, now: Date, unlessSince: Date): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', id)
      .where('last_seen_at', '<', unlessSince)
      .execute();
  }

  async end(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Drops a user's sessions that can never be used again: ended, past their 12 hours, or idle since `idleSince`. */
  async deleteClosed(userId: number, now: Date, idleSince: Date): Promise<void> {
    await this.db
      .deleteFrom('staff_sessions')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('ended_at', 'is not', null),
          eb('expires_at', '<=', now),
          eb('last_seen_at', '<=', idleSince),
        ]),
      )
      .execute();
  }
}
