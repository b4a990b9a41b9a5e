import { type KyselyPlugin, PostgresQueryCompiler } from 'kysely';
import { PASSWORD_RESET_TTL_MINUTES } from 'shared-contracts';
import { type Mail } from '../../mail/mailer';
import { memoryMailer } from '../../testing/mailers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffUser, registerUser, uniqueEmail } from '../../testing/users';
import { hashResetToken } from './password-recovery.service';
import { RECLAIM_AFTER_MS, ResetMailQueue } from './password-reset-mail-queue';
import { PasswordResetRequestsRepository } from './password-reset-requests.repository';
import { PasswordResetsRepository } from './password-resets.repository';

// Working the queue of reset mails: a customer's request makes a token and a mail, any other
// address's the same statements and nothing more; each request once across instances; a
// failed mail is tried again later; requests older than a link lives are dropped.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const NOW = Date.now();

/** A queue as one instance works it, its SQL statements recorded. */
function queueWith({ sent = [] as Mail[], fail = false, at = NOW } = {}) {
  const statements: string[] = [];
  const compiler = new PostgresQueryCompiler();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => (statements.push(compiler.compileQuery(node, queryId).sql), node),
    transformResult: async ({ result }) => result,
  };
  const db = t.db.withPlugin(recorder);
  const queue = new ResetMailQueue({
    db,
    requests: new PasswordResetRequestsRepository(db),
    resets: new PasswordResetsRepository(db),
    mailer: memoryMailer(sent, { fail }),
    shopPublicUrl: 'https://shop.example.com',
    now: () => new Date(at),
  });
  return { queue, sent, statements };
}

const tokenIn = (mail: Mail) => /token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
const tokensOf = (userId: number) =>
  t.db.selectFrom('password_resets').select('token_hash').where('user_id', '=', userId).execute();
const queued = () => t.db.selectFrom('password_reset_requests').selectAll().execute();

describe('the reset mail queue', () => {
  it("mails a customer's link; an unknown or staff address runs the same statements and gets nothing", async () => {
    const customer = await registerUser(t.app);
    const staff = await createStaffUser(t.app, t.db);
    const statementsFor = async (email: string) => {
      const { queue, sent, statements } = queueWith();
      await queue.add(email, 'en');
      statements.length = 0;
      expect(await queue.sendQueued(t.app.log)).toBe(email === customer.email ? 1 : 0);
      return { sent, statements };
    };

    const forCustomer = await statementsFor(customer.email);
    const forUnknown = await statementsFor(uniqueEmail());
    const forStaff = await statementsFor(staff.email);

    expect(forCustomer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [customer.email, 'Reset your Olmo password'],
    ]);
    expect(forCustomer.sent[0]?.text).toContain('https://shop.example.com/recover-password?token=');
    expect(await tokensOf(customer.userId)).toEqual([
      { token_hash: hashResetToken(tokenIn(forCustomer.sent[0]!)) },
    ]);
    expect([...forUnknown.sent, ...forStaff.sent]).toEqual([]);
    expect(await tokensOf(staff.userId)).toEqual([]);
    expect(forUnknown.statements).toEqual(forCustomer.statements);
    expect(forStaff.statements).toEqual(forCustomer.statements);
    expect(await queued()).toEqual([]);
  });

  it('sends each request once when two instances work the queue at once; only the newest link works', async () => {
    const customer = await registerUser(t.app);
    const sent: Mail[] = [];
    const [first, second] = [queueWith({ sent }), queueWith({ sent })];
    for (let i = 0; i < 3; i++) await first.queue.add(customer.email, 'es');

    const counts = await Promise.all([first.queue.sendQueued(t.app.log), second.queue.sendQueued(t.app.log)]);

    expect(counts[0]! + counts[1]!).toBe(3);
    expect(sent.map((mail) => mail.to)).toEqual([customer.email, customer.email, customer.email]);
    const usable = await tokensOf(customer.userId);
    expect(usable).toHaveLength(1);
    expect(sent.map((mail) => hashResetToken(tokenIn(mail)))).toContain(usable[0]?.token_hash);
    expect(await queued()).toEqual([]);
  });

  it('leaves a request whose mail failed to be taken again later, with a new link', async () => {
    const customer = await registerUser(t.app);
    const failing = queueWith({ fail: true });
    await failing.queue.add(customer.email, 'es');
    expect(await failing.queue.sendQueued(t.app.log)).toBe(0);
    expect(await queued()).toHaveLength(1);

    const soon = queueWith({ at: NOW + RECLAIM_AFTER_MS - 1000 });
    expect(await soon.queue.sendQueued(t.app.log)).toBe(0);

    const later = queueWith({ at: NOW + RECLAIM_AFTER_MS + 1000 });
    expect(await later.queue.sendQueued(t.app.log)).toBe(1);
    expect(later.sent[0]?.subject).toBe('Restablece tu contraseña de Olmo');
    expect(await tokensOf(customer.userId)).toEqual([
      { token_hash: hashResetToken(tokenIn(later.sent[0]!)) },
    ]);
    expect(await queued()).toEqual([]);
  });

  it(`drops requests asked for more than ${PASSWORD_RESET_TTL_MINUTES} minutes ago, handled or not`, async () => {
    const customer = await registerUser(t.app);
    const past = queueWith({ fail: true, at: NOW - PASSWORD_RESET_TTL_MINUTES * 60_000 - 1000 });
    await past.queue.add(customer.email, 'es');
    await past.queue.sendQueued(t.app.log);
    await queueWith().queue.add(uniqueEmail(), 'es');

    const now = queueWith();
    await now.queue.dropStale();
    expect(await queued()).toHaveLength(1);
    await now.queue.sendQueued(t.app.log);
    expect(await queued()).toEqual([]);
  });
});
