import { parseArgs } from 'node:util';
import { EmailSchema, STAFF_INVITE_LIFETIME_HOURS } from 'shared-contracts';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/bootstrap';
import { migrateToLatest } from '../../db/migrate';
import { PGliteInUseError } from '../../db/pglite-lock';
import { ApiError } from '../../http/api-error';
import { createServices } from '../../services';

// npm run staff:invite -w api -- <email>
//   Mails <email> a single-use link (48 hours) to create a staff account: how the first staff
//   member of a fresh install is made (later ones can be invited from the back office too).
//   Runs on the configured database (PGlite in DATA_DIR, or DATABASE_URL), migrating it first.
//   PGlite serves one process: while the shop runs on the same DATA_DIR this refuses to start
//   and says so (stop the shop, or invite from the back office). Mail goes where the shop's
//   goes: SMTP_URL, else an .eml file in DATA_DIR/outbox.

const USAGE = 'give one e-mail address: npm run staff:invite -w api -- <email>';

/** The e-mail to invite, trimmed and lowercased as every e-mail of the shop. */
function emailArgument(): string {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Error(USAGE);
  const parsed = EmailSchema.safeParse(positionals[0]);
  if (!parsed.success) throw new Error(`'${positionals[0]}' is not an e-mail address`);
  return parsed.data;
}

async function invite(email: string): Promise<string> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    const sent = await createServices(database.db, config).backoffice.invitations.invite(email, null);
    return (
      `Invited ${email} to the back office: the link in the mail works once, for ` +
      `${STAFF_INVITE_LIFETIME_HOURS} hours (until ${sent.expiresAt.toISOString()}). Mail: ${sent.outbox}`
    );
  } catch (error) {
    // The one refusal of an invitation: the e-mail has an account (customer or staff).
    if (error instanceof ApiError)
      throw new Error(`${email} already has an account; invite a new e-mail`, { cause: error });
    throw error;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  console.log(await invite(emailArgument()));
}

main().catch((error: unknown) => {
  // One clear line: the cause, without a stack trace.
  const hint =
    error instanceof PGliteInUseError
      ? ' While the shop runs, a signed-in staff member can invite from the back office instead.'
      : '';
  console.error(`staff:invite failed: ${error instanceof Error ? error.message : String(error)}${hint}`);
  process.exit(1);
});
