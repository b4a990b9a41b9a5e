import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, uniqueEmail } from '../../testing/users';

// A recovery request must not tell whether its address has an account, not even through the
// request after it: the token and the mail used to run right after the answer and hold
// PGlite's one connection while the next request waited for it. Each trial asks for a link
// for a customer's address or an unknown one, then times the next request (always for the
// same third address); the medians of the two groups must match.

/** Trials of each group, after the warm-up. */
const TRIALS = 48;
/** Each block sends this many trials of each group in a random order, then lets the mail go out. */
const PER_BLOCK = 4;
const WARM_UP_BLOCKS = 2;
/** The two medians may differ by this much, or by this share of the smaller one if larger. */
const BOUND_MS = 1.2;
const BOUND_SHARE = 0.15;

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t?.close());

async function recover(email: string): Promise<void> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/account/recover_password',
    payload: { email },
  });
  if (answer.statusCode !== 200) throw new Error(`recover_password: ${answer.statusCode} ${answer.body}`);
}

/** Milliseconds of the request that follows a recovery request for `email`. */
async function nextRequestAfter(email: string, probe: string): Promise<number> {
  // An hour later each time: every address's quota of 5 reset mails an hour starts afresh.
  clock += 61 * 60_000;
  await recover(email);
  const started = performance.now();
  await recover(probe);
  return performance.now() - started;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until `count` mails went to `email`, and a little more for the work queued after them. */
async function mailsSent(email: string, count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (t.outbox.filter((mail) => mail.to === email).length < count) {
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${email}`);
    await pause(10);
  }
  await pause(50);
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

it('the request after a recovery request takes as long whether the address has an account or not', async () => {
  const customer = await registerUser(t.app);
  const stranger = uniqueEmail('nobody');
  const probe = uniqueEmail('probe');
  const times = { customer: [] as number[], stranger: [] as number[] };
  const groups = [
    ...Array<'customer'>(PER_BLOCK).fill('customer'),
    ...Array<'stranger'>(PER_BLOCK).fill('stranger'),
  ];
  let mailed = 0;
  for (let block = 0; block < WARM_UP_BLOCKS + TRIALS / PER_BLOCK; block++) {
    // Interleaved in a random order: drifts of a shared machine, and whatever else runs
    // within a block, fall on both groups alike.
    for (const group of shuffled(groups)) {
      const ms = await nextRequestAfter(group === 'customer' ? customer.email : stranger, probe);
      if (block >= WARM_UP_BLOCKS) times[group].push(ms);
    }
    mailed += PER_BLOCK;
    await mailsSent(customer.email, mailed);
  }
  const afterCustomer = median(times.customer);
  const afterStranger = median(times.stranger);
  const bound = Math.max(BOUND_MS, BOUND_SHARE * Math.min(afterCustomer, afterStranger));
  console.log(
    `next request after a recovery request, median of ${TRIALS}: customer ${afterCustomer.toFixed(2)} ms, ` +
      `unknown ${afterStranger.toFixed(2)} ms (bound ${bound.toFixed(2)} ms)`,
  );
  expect(Math.abs(afterCustomer - afterStranger)).toBeLessThan(bound);
}, 30_000);
