import { runStaffInviteCli } from './staff-invite-cli-run';

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

const code = await runStaffInviteCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
// A failure ends the process at once, as it always has; success lets it end by itself.
if (code !== 0) process.exit(code);
