// The back office's people for browser tests: global-setup.ts signed up a staff member and
// stored an invitation that has expired (e2e/src/support/fixtures/e2e-staff-fixture.ts) before the
// shop started.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_STAFF_FILE, type E2eStaff } from './fixtures/e2e-staff-fixture';
import { e2eDataDir } from './orders';

let cached: E2eStaff | undefined;

function fixture(): E2eStaff {
  cached ??= JSON.parse(readFileSync(path.join(e2eDataDir(), E2E_STAFF_FILE), 'utf8')) as E2eStaff;
  return cached;
}

/** The staff member's e-mail and password (sign in at /backoffice/login with them). */
export function e2eStaffMember(): { email: string; password: string } {
  const staff = fixture().staff;
  if (!staff) throw new Error('the e2e shop was seeded without a staff member');
  return { email: staff.email, password: staff.password };
}

/** The path of an invitation link whose 48 hours are over. */
export function expiredInvitationPath(): string {
  const invitation = fixture().expiredInvitations[0];
  if (!invitation) throw new Error('the e2e shop was seeded without an expired invitation');
  return invitation.path;
}
