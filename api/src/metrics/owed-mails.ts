import { sql } from 'kysely';
import { type Db } from '../db/database';
import { withinMs } from './within';

/** Mails the database says are still to send: any instance's sweep sends them. */
export interface OwedMails {
  /** Paid orders whose confirmation has not gone out. */
  orderConfirmations: number;
  /** Password reset requests not yet worked (each becomes a mail, or nothing for an unknown address). */
  passwordResets: number;
}

/** A scrape counts no further: past this many, the figure says "at least". */
export const OWED_COUNT_CAP = 10_000;
/** A scrape waits no longer for the database than this. */
const OWED_COUNT_TIMEOUT_MS = 2000;

/**
 * Counts the mails owed, at most OWED_COUNT_CAP of each, in one round trip: the orders' by
 * the partial index of migration 0025, the reset requests' from their small queue table.
 */
export function countOwedMails(db: Db): Promise<OwedMails> {
  const query = sql<{ orders: number; resets: number }>`select
      (select count(*)::int from (select 1 from orders
        where paid_at is not null and confirmation_mailed_at is null limit ${OWED_COUNT_CAP}) owed) as orders,
      (select count(*)::int from (select 1 from password_reset_requests limit ${OWED_COUNT_CAP}) queued) as resets`;
  return withinMs(OWED_COUNT_TIMEOUT_MS, query.execute(db)).then(({ rows: [row] }) => ({
    orderConfirmations: row?.orders ?? 0,
    passwordResets: row?.resets ?? 0,
  }));
}
