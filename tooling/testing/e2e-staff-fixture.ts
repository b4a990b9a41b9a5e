// Back-office people for browser tests (the back office's e2e tests read them): a signed-up
// staff member, and invitations whose links have not been used (or have expired). A test shop
// gets them with `seedE2eStaff` before its server starts, straight into its data directory
// through the API's own back-office repositories: an invitation's code exists in plain only
// in the mail it is sent in, so a test cannot read one back from the database.
// This file holds the shape and the command only, so the e2e project never loads the API's code.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './shop-process';

/** Written into the data directory: `<DATA_DIR>/e2e-staff.json`. */
export const E2E_STAFF_FILE = 'e2e-staff.json';

/** The staff member the fixture signs up, unless other credentials are given. */
export const E2E_STAFF_MEMBER = {
  email: 'staff.member@e2e.example.com',
  password: 'Olmo-personal-e2e-2026',
};

export interface FixtureStaffMember {
  email: string;
  password: string;
  userId: number;
  /**
   * A staff session opened when the fixture was made, as /backoffice/login answers it. It ends
   * after 30 minutes without a back-office call (and 12 hours at most): a long suite signs in
   * at /backoffice/login instead.
   */
  token: string;
  tokenExpirationDate: string;
}

export interface FixtureInvitation {
  email: string;
  /** The single-use code of the link (base64url). */
  code: string;
  /** The link's path on the shop: /backoffice/register/{email}/{code}. */
  path: string;
  /** ISO 8601; in the past for an expired invitation. */
  expiresAt: string;
}

export interface E2eStaff {
  staff: FixtureStaffMember | null;
  /** Unused invitations, in the order asked: each link registers one staff member, once. */
  invitations: FixtureInvitation[];
  /** Invitations already past their 48 hours (verify_register answers 410). */
  expiredInvitations: FixtureInvitation[];
}

export interface E2eStaffOptions {
  /** Signs up this staff member (created unless it exists as staff with this password); null for none. */
  staff?: { email: string; password: string } | null;
  /** E-mails to invite (none of them may have an account). */
  invite?: string[];
  /** E-mails to give an invitation that has already expired. */
  inviteExpired?: string[];
  /** More environment for the command (DATABASE_URL, …). */
  env?: Record<string, string>;
}

/**
 * Prepares the shop's database in `dataDir` (migrated and seeded, as a first start would), signs
 * up the staff member and stores the invitations (no mail is sent); writes
 * `<dataDir>/e2e-staff.json` and answers what it wrote. Run it before the server starts:
 * PGlite has one process at a time (the command refuses, saying so, while a shop holds it).
 */
export function seedE2eStaff(dataDir: string, options: E2eStaffOptions = {}): E2eStaff {
  const out = path.join(dataDir, E2E_STAFF_FILE);
  const staff = options.staff === undefined ? E2E_STAFF_MEMBER : options.staff;
  const args = ['--import', 'tsx', 'tooling/testing/seed-e2e-staff.ts', '--out', out];
  if (staff) args.push('--staff-email', staff.email, '--staff-password', staff.password);
  for (const email of options.invite ?? []) args.push('--invite', email);
  for (const email of options.inviteExpired ?? []) args.push('--invite-expired', email);
  const result = spawnSync(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seed-e2e-staff failed (exit ${result.status ?? result.signal})`);
  return JSON.parse(readFileSync(out, 'utf8')) as E2eStaff;
}
