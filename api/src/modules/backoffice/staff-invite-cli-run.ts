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

/** What `npm run staff:invite` runs with: the settings it reads (process.env) and where it writes. */
export interface StaffInviteCliContext {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const USAGE = 'give one e-mail address: npm run staff:invite -w api -- <email>';

/** The e-mail to invite, trimmed and lowercased as every e-mail of the shop. */
function emailArgument(args: string[]): string {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Error(USAGE);
  const parsed = EmailSchema.safeParse(positionals[0]);
  if (!parsed.success) throw new Error(`'${positionals[0]}' is not an e-mail address`);
  return parsed.data;
}

/** The invitation, sent on the configured database, or by the shop that holds its PGlite. */
async function invite(config: AppConfig, email: string): Promise<SentInvitation> {
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

/**
 * The command (staff-invite-cli.ts) on its arguments, `args`: the invitation's line on
 * stdout, or one line on stderr saying why not. Resolves to the exit code.
 */
export async function runStaffInviteCli(args: string[], context: StaffInviteCliContext): Promise<number> {
  try {
    const email = emailArgument(args);
    const sent = await invite(loadConfig(context.env), email).catch((error: unknown) => {
      // The one refusal of an invitation: the e-mail has an account (customer or staff).
      if (error instanceof ApiError)
        throw new Error(`${email} already has an account; invite a new e-mail`, { cause: error });
      throw error;
    });
    context.stdout.write(
      `Invited ${email} to the back office: the link in the mail works once, for ` +
        `${STAFF_INVITE_LIFETIME_HOURS} hours (until ${sent.expiresAt.toISOString()}). Mail: ${sent.outbox}\n`,
    );
    return 0;
  } catch (error) {
    // One clear line: the cause, without a stack trace.
    const hint =
      error instanceof PGliteInUseError || error instanceof RunningShopProblem
        ? ' While the shop runs, a signed-in staff member can invite from the back office instead.'
        : '';
    context.stderr.write(
      `staff:invite failed: ${error instanceof Error ? error.message : String(error)}${hint}\n`,
    );
    return 1;
  }
}
