import { type FastifyBaseLogger } from 'fastify';
import { type Db } from '../../db/database';
import { BackgroundTasks } from '../../lib/background-tasks';
import { type AccountsRepository } from './accounts.repository';
import { LoginThrottle } from './login-throttle';
import { RESET_MAIL_DELAY_MS, PasswordRecoveryService } from './password-recovery.service';
import { type ResetMailQueue } from './password-reset-mail-queue';
import { type PasswordResetsRepository } from './password-resets.repository';
import { type TokenService } from './tokens';

// POST /account/recover_password does the same for every e-mail: it counts the e-mail's quota
// and queues a mail request, and answers. The queue is worked RESET_MAIL_DELAY_MS later, clear
// of the requests that follow; closing the app (idle) works it at once.

function recoveryWith(quotaWaitMs = 0) {
  const accounts = { findByEmail: jest.fn() };
  const mails = { add: jest.fn(async () => undefined), sendQueued: jest.fn(async () => 1) };
  const perEmail = { take: jest.fn(async () => quotaWaitMs) };
  const service = new PasswordRecoveryService({
    db: {} as Db,
    accounts: accounts as unknown as AccountsRepository,
    resets: {} as PasswordResetsRepository,
    tokens: {} as TokenService,
    mails: mails as unknown as ResetMailQueue,
    perEmail,
    loginThrottle: new LoginThrottle({} as Db, { scope: 'login' }),
    background: new BackgroundTasks(),
    scryptLogN: 10,
    now: () => new Date(),
  });
  const log = { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
  return { service, accounts, mails, perEmail, log };
}

describe('PasswordRecoveryService.recover', () => {
  it('queues every e-mail alike without looking it up, and works the queue once, later', async () => {
    const { service, accounts, mails, perEmail, log } = recoveryWith();

    await service.recover('nobody@example.com', 'es', log);
    await service.recover('ana@example.com', 'en', log);
    expect(perEmail.take.mock.calls).toEqual([
      [expect.stringMatching(/^[0-9a-f]{64}$/)],
      [expect.stringMatching(/^[0-9a-f]{64}$/)],
    ]);
    expect(mails.add.mock.calls).toEqual([
      ['nobody@example.com', 'es'],
      ['ana@example.com', 'en'],
    ]);
    expect(accounts.findByEmail).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, RESET_MAIL_DELAY_MS / 2));
    expect(mails.sendQueued).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, RESET_MAIL_DELAY_MS));
    expect(mails.sendQueued).toHaveBeenCalledTimes(1);
  });

  it('idle() works the queue at once (closing the app, tests)', async () => {
    const { service, mails, log } = recoveryWith();
    await service.recover('ana@example.com', 'es', log);
    await service.idle();
    expect(mails.sendQueued).toHaveBeenCalledTimes(1);
  });

  it('queues nothing past the e-mail quota: a 429 under email', async () => {
    const { service, mails, log } = recoveryWith(90_000);
    await expect(service.recover('ana@example.com', 'es', log)).rejects.toMatchObject({ statusCode: 429 });
    await service.idle();
    expect(mails.add).not.toHaveBeenCalled();
    expect(mails.sendQueued).not.toHaveBeenCalled();
  });
});
