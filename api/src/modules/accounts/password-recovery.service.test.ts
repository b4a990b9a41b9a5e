import { type FastifyBaseLogger } from 'fastify';
import { type Db } from '../../db/database';
import { BackgroundTasks } from '../../lib/background-tasks';
import { type Mailer } from '../../mail/mailer';
import { type AccountsRepository } from './accounts.repository';
import { LoginThrottle } from './login-throttle';
import { PasswordRecoveryService } from './password-recovery.service';
import { type PasswordResetsRepository } from './password-resets.repository';
import { type TokenService } from './tokens';

// The answer of POST /account/recover_password must not take longer when the e-mail has an
// account: it never waits for the token to be stored or the mail to be sent.

function recoveryWith(mailer: Mailer) {
  const accounts = {
    findByEmail: jest.fn(async (email: string) =>
      email === 'ana@example.com'
        ? { id: 7, email, password_hash: 'x', role: 'customer' as const }
        : undefined,
    ),
  };
  const resets = { replace: jest.fn(async () => undefined) };
  const service = new PasswordRecoveryService({
    db: {} as Db,
    accounts: accounts as unknown as AccountsRepository,
    resets: resets as unknown as PasswordResetsRepository,
    tokens: {} as TokenService,
    mailer,
    perEmail: { take: async () => 0 },
    loginThrottle: new LoginThrottle({} as Db, { scope: 'login' }),
    background: new BackgroundTasks(),
    shopPublicUrl: 'https://shop.example.com',
    scryptLogN: 10,
    now: () => new Date(),
  });
  const log = { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
  return { service, accounts, resets, log };
}

describe('PasswordRecoveryService.recover', () => {
  it('answers before the mail is sent, for a customer as for an unknown e-mail', async () => {
    let deliver: (where: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (deliver = resolve)));
    const { service, accounts, resets, log } = recoveryWith({ send });

    await service.recover('nobody@example.com', 'es', log);
    await service.recover('ana@example.com', 'es', log);
    expect(accounts.findByEmail).toHaveBeenCalledTimes(2);
    expect(resets.replace).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();

    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(send).toHaveBeenCalledTimes(1);
    let idle = false;
    const waiting = service.idle().then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    deliver('memory');
    await waiting;
    expect(resets.replace).toHaveBeenCalledWith(7, expect.stringMatching(/^[0-9a-f]{64}$/), expect.any(Date));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ana@example.com' }));
  });

  it('logs a failed mail instead of failing anything', async () => {
    const { service, log } = recoveryWith({
      send: async () => {
        throw new Error('SMTP down');
      },
    });
    await expect(service.recover('ana@example.com', 'en', log)).resolves.toBeUndefined();
    await service.idle();
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'password reset mail failed');
  });
});
