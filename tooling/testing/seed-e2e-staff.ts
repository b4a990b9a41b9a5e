// node --import tsx tooling/testing/seed-e2e-staff.ts --out FILE
//     [--staff-email E --staff-password P] [--invite E]… [--invite-expired E]…
//   (with DATA_DIR, or DATABASE_URL, as the shop will start with). Migrates and seeds the
//   database if it is new; creates the staff member E unless it exists (it must then be staff
//   with the password P) and opens a staff session for it; stores an invitation for each
//   --invite e-mail (48 hours) and an already expired one for each --invite-expired e-mail,
//   without mailing them; writes the session and the invitations' plain codes to FILE. For
//   test shops only.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EmailSchema, STAFF_INVITE_LIFETIME_HOURS } from 'shared-contracts';
import { loadConfig } from '../../api/src/config';
import { openConfiguredDatabase, prepareDatabase } from '../../api/src/db/bootstrap';
import { type Db } from '../../api/src/db/database';
import { hashPassword, verifyPassword } from '../../api/src/modules/accounts/password-hash';
import { TokenService } from '../../api/src/modules/accounts/tokens';
import { newInviteCode } from '../../api/src/modules/backoffice/invite-code';
import { invitationLink } from '../../api/src/modules/backoffice/staff-invitation-mail';
import { StaffInvitationsRepository } from '../../api/src/modules/backoffice/staff-invitations.repository';
import { AccountsRepository } from '../../api/src/modules/accounts/accounts.repository';
import { StaffSessions } from '../../api/src/modules/backoffice/staff-sessions';
import { StaffSessionsRepository } from '../../api/src/modules/backoffice/staff-sessions.repository';
import { type E2eStaff, type FixtureInvitation, type FixtureStaffMember } from './e2e-staff-fixture';

const HOUR_MS = 3600_000;

async function staffMember(
  db: Db,
  config: ReturnType<typeof loadConfig>,
  email: string,
  password: string,
): Promise<FixtureStaffMember> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  let userId = existing?.id;
  if (existing) {
    if (existing.role !== 'staff' || !(await verifyPassword(password, existing.password_hash)))
      throw new Error(`${email} already exists as another account (not staff with this password)`);
  } else {
    const hash = await hashPassword(password, config.scryptLogN);
    userId = await new StaffInvitationsRepository(db).createStaffUser(email, hash);
  }
  if (userId === undefined) throw new Error(`${email} could not be created`);
  const sessions = new StaffSessions(
    new StaffSessionsRepository(db),
    new TokenService(config.jwtSecret),
    () => new Date(),
  );
  const account = await new AccountsRepository(db).sessionOf(userId);
  const session = await sessions.start(userId, account?.session_generation ?? 0);
  return { email, password, userId, token: session.token, tokenExpirationDate: session.tokenExpirationDate };
}

async function invitation(db: Db, email: string, expiresAt: Date): Promise<FixtureInvitation> {
  const account = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (account) throw new Error(`${email} has an account: an invitation is for a new one`);
  const { code, hash } = newInviteCode();
  await new StaffInvitationsRepository(db).replace({
    email,
    codeHash: hash,
    expiresAt,
    invitedBy: null,
    now: new Date(),
  });
  // The mailed link without the shop's address.
  const path = invitationLink('', email, code);
  return { email, code, path, expiresAt: expiresAt.toISOString() };
}

const emailOf = (text: string) => {
  const parsed = EmailSchema.safeParse(text);
  if (!parsed.success) throw new Error(`'${text}' is not an e-mail address`);
  return parsed.data;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'staff-email': { type: 'string' },
      'staff-password': { type: 'string' },
      invite: { type: 'string', multiple: true, default: [] },
      'invite-expired': { type: 'string', multiple: true, default: [] },
    },
  });
  if (!values.out) throw new Error('give --out');
  if (Boolean(values['staff-email']) !== Boolean(values['staff-password']))
    throw new Error('give --staff-email and --staff-password together');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config);
    const db = database.db;
    const now = Date.now();
    const staff =
      values['staff-email'] && values['staff-password']
        ? await staffMember(db, config, emailOf(values['staff-email']), values['staff-password'])
        : null;
    const fixture: E2eStaff = { staff, invitations: [], expiredInvitations: [] };
    for (const email of values.invite)
      fixture.invitations.push(
        await invitation(db, emailOf(email), new Date(now + STAFF_INVITE_LIFETIME_HOURS * HOUR_MS)),
      );
    for (const email of values['invite-expired'])
      fixture.expiredInvitations.push(await invitation(db, emailOf(email), new Date(now - HOUR_MS)));
    writeFileSync(values.out, `${JSON.stringify(fixture, null, 2)}\n`, { mode: 0o600 });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed-e2e-staff failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
