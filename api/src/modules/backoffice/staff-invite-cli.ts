import { parseArgs } from 'node:util';
import { EmailSchema, STAFF_INVITE_LIFETIME_HOURS } from 'shared-contracts';
import { type AppConfig, loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/bootstrap';
import { migrateToLatest } from '../../db/migrate';
import { PGliteInUseError } from '../../db/pglite-lock';
import { ApiError } from '../../http/api-error';
import { createServices } from '../../services';
import { inviteThroughRunningShop, RunningShopProblem } from './staff-invite-channel';
import { type SentInvitation } from './staff-invitations.service';

// npm run staff:invite -w api -- <email>
//   Mails <email> a single-use link (48 hours) to create a staff account: how the first staff
//   member of a fresh install is made (later ones can be invited from the back office too).
//   Runs on the configured database (PGlite in DATA_DIR, or DATABASE_URL), migrating it first;
//   mail goes where the shop's goes: SMTP_URL, else an .eml file in DATA_DIR/outbox.
//   PGlite serves one process: while the shop runs on the same DATA_DIR the command asks it,
//   over the shop's Unix socket DATA_DIR/run/staff-invite.sock (staff-invite-socket.ts: only
//   the shop's user can reach it), to send the same invitation, with the shop's SHOP_PUBLIC_URL
//   and mailer. A shop without that socket (an older one, or one still starting) makes it
//   refuse and say so. PostgreSQL serves many processes: the command writes to it directly.

const USAGE = 'give one e-mail address: npm run staff:invite -w api -- <email>';

/** The e-mail to invite, trimmed and lowercased as every e-mail of the shop. */
function emailArgument(): string {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Error(USAGE);
  const parsed = EmailSchema.safeParse(positionals[0]);
  if (!parsed.success) throw new Error(`'${positionals[0]}' is not an e-mail address`);
  return parsed.data;
}

/** The invitation, sent on the configured database, or by the shop that holds its PGlite. */
async function invite(email: string): Promise<SentInvitation> {
  const config = loadConfig();
  try {
    return await inviteOnDatabase(config, email);
  } catch (error) {
    if (!(error instanceof PGliteInUseError)) throw error;
    const sent = await inviteThroughRunningShop(config.dataDir, email);
    if (!sent) throw error;
    return sent;
  }
}

async function inviteOnDatabase(config: AppConfig, email: string): Promise<SentInvitation> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    return await createServices(database.db, config).backoffice.invitations.invite(email, null);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const email = emailArgument();
  const sent = await invite(email).catch((error: unknown) => {
    // The one refusal of an invitation: the e-mail has an account (customer or staff).
    if (error instanceof ApiError)
      throw new Error(`${email} already has an account; invite a new e-mail`, { cause: error });
    throw error;
  });
  console.log(
    `Invited ${email} to the back office: the link in the mail works once, for ` +
      `${STAFF_INVITE_LIFETIME_HOURS} hours (until ${sent.expiresAt.toISOString()}). Mail: ${sent.outbox}`,
  );
}

main().catch((error: unknown) => {
  // One clear line: the cause, without a stack trace.
  const hint =
    error instanceof PGliteInUseError || error instanceof RunningShopProblem
      ? ' While the shop runs, a signed-in staff member can invite from the back office instead.'
      : '';
  console.error(`staff:invite failed: ${error instanceof Error ? error.message : String(error)}${hint}`);
  process.exit(1);
});
