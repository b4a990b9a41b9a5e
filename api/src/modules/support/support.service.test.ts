import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../mail/mailer';
import { type SupportRepository } from './support.repository';
import { SupportService } from './support.service';

const message = {
  name: 'Lucía',
  email: 'lucia@example.com',
  phonePrefix: '34',
  phoneNumber: '612345678',
  message: 'Hola',
  language: 'es',
};

function fakes(mailer: Mailer) {
  const repository = { store: jest.fn(async () => 7), markMailed: jest.fn(async () => undefined) };
  const log = { info: jest.fn(), error: jest.fn() };
  const service = new SupportService(
    repository as unknown as SupportRepository,
    mailer,
    'studio@example.com',
    'https://shop.example.com',
    { take: async () => 0 },
  );
  return {
    service,
    repository,
    log,
    run: () => service.writeUs(message, log as unknown as FastifyBaseLogger),
  };
}

describe('SupportService', () => {
  it('stores first, then mails and marks the message mailed', async () => {
    const { repository, log, run } = fakes({ send: async () => '/outbox/7.eml' });
    await run();
    expect(repository.store).toHaveBeenCalledWith(message);
    expect(repository.markMailed).toHaveBeenCalledWith(7);
    expect(log.info).toHaveBeenCalledWith({ contactMessage: 7, outbox: '/outbox/7.eml' }, expect.any(String));
  });

  it('keeps the stored message, unmarked, when mail fails', async () => {
    const { repository, log, run } = fakes({
      send: async () => {
        throw new Error('SMTP down');
      },
    });
    await expect(run()).resolves.toBeUndefined();
    expect(repository.store).toHaveBeenCalled();
    expect(repository.markMailed).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalled();
  });
});
