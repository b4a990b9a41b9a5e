import fc from 'fast-check';
import { createTestOrder } from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../testing/users';
import { POLLUTION_MARK } from './bad-values';
import { changedTables, type Fingerprint, fingerprinter } from './database-fingerprint';
import { type FuzzContext, type FuzzRequest, fuzzRequests } from './fuzz-requests';
import { fuzzRuns, fuzzSeed } from './fuzz-runs';
import { nameOf, type Operation, operationsOf } from './operations';
import { rawInject, within } from './raw-inject';

// Issue 13 item 4, docs/security.md "Input": property-based requests over every operation of the
// published OpenAPI document (bad-values.ts, fuzz-requests.ts), with and without valid
// customer and staff sessions. For each one: an answer below 500, within REQUEST_BOUND_MS;
// when refused (4xx), no row of any table written (database-fingerprint.ts); and afterwards
// Object.prototype as it was. FUZZ_RUNS requests in all (fuzz-runs.ts), spread evenly.

const RUNS = fuzzRuns();
const REQUEST_BOUND_MS = 10_000;
const CUSTOMER_TOKEN = '@customer-token@';
const STAFF_TOKEN = '@staff-token@';

let t: TestApp;
let customer: TestUser;
let staff: TestUser;
let context: FuzzContext;
let operations: Operation[];
let takeFingerprint: () => Promise<Fingerprint>;
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  t = await createTestApp();
  customer = await registerUser(t.app);
  staff = await createStaffUser(t.app, t.db);
  const order = await createTestOrder(t.db, { userId: customer.userId, status: 'PAYMENT' });
  context = {
    customer: { userId: customer.userId, authorization: `Bearer ${CUSTOMER_TOKEN}`, orderCode: order.code },
    staff: { userId: staff.userId, authorization: `Bearer ${STAFF_TOKEN}` },
  };
  operations = await operationsOf(t.app);
  takeFingerprint = (await fingerprinter(t.db)).take;
}, 60_000);
afterAll(() => t?.close());

/** The current sessions in place of the placeholders. */
const withSessions = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value.replaceAll(CUSTOMER_TOKEN, customer.token).replaceAll(STAFF_TOKEN, staff.token),
    ]),
  );

/**
 * An accepted recovery request queues its reset mail, worked a moment later (RESET_MAIL_DELAY_MS
 * of password-recovery.service.ts): waits until the queue is empty, or 5 s.
 */
async function resetMailsWorked(): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const queued = await t.db.selectFrom('password_reset_requests').select('id').limit(1).execute();
    if (queued.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** After an accepted request: waits until its background work (a mail, a token) has written. */
async function settled(): Promise<Fingerprint> {
  await resetMailsWorked();
  let last = await takeFingerprint();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = await takeFingerprint();
    if (changedTables(last, next).length === 0) return next;
    last = next;
  }
  return last;
}

const statuses = new Map<string, number>();
let sent = 0;

function pollution(): string[] {
  const found: string[] = [];
  const probe = {} as Record<string, unknown>;
  if (probe[POLLUTION_MARK] !== undefined) found.push(POLLUTION_MARK);
  if (probe.isAdmin !== undefined || probe.role !== undefined) found.push('isAdmin/role');
  const names = Object.getOwnPropertyNames(Object.prototype).sort();
  if (names.join() !== prototypeNames.join()) found.push(`own names now ${names.join()}`);
  return found;
}

let before: Fingerprint | undefined;

async function check(operation: Operation, request: FuzzRequest): Promise<void> {
  before ??= await takeFingerprint();
  const response = await within(
    REQUEST_BOUND_MS,
    `${request.method} ${request.url.slice(0, 200)}`,
    rawInject(t.app, { ...request, headers: withSessions(request.headers) } as Parameters<
      typeof rawInject
    >[1]),
  );
  sent += 1;
  const key = `${response.statusCode}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const after = await takeFingerprint();
    expect({ request: nameOf(operation), changed: changedTables(before, after) }).toEqual({
      request: nameOf(operation),
      changed: [],
    });
    before = after;
  } else {
    // A generated logout ends the staff session the next requests use: open another.
    if (operation.path.endsWith('/logout')) staff = await createStaffUser(t.app, t.db);
    before = await settled();
  }
  expect(pollution()).toEqual([]);
}

describe(`the fuzzer (${RUNS} requests)`, () => {
  it(
    'answers every bad request below 500, in time, writing nothing when it refuses',
    async () => {
      const perOperation = Math.ceil(RUNS / operations.length);
      const seed = fuzzSeed();
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(fuzzRequests(operation, context), (request) => check(operation, request)),
          { numRuns: perOperation, ...(seed === undefined ? {} : { seed }) },
        );
      }
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      const seen = [...statuses].sort(([a], [b]) => a.localeCompare(b));
      console.log(
        [
          `security fuzzer: ${sent} requests over ${operations.length} operations (${perOperation} each)`,
          `statuses: ${seen.map(([status, count]) => `${status} ×${count}`).join(', ')}`,
        ].join('\n'),
      );
    },
    60_000 + RUNS * 100,
  );
});
