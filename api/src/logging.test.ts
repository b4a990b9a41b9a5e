import Fastify, { type FastifyServerOptions } from 'fastify';
import { loggerOptions, maskUrl, requestLoggerFactory } from './logging';

/** The lines an app logs for a request that logs once more itself, times and pids left out. */
async function requestLines(logLevel: string, factory?: FastifyServerOptions['childLoggerFactory']) {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions({ logLevel }, { write: (line) => void lines.push(line) }),
    ...(factory ? { childLoggerFactory: factory } : {}),
  });
  app.get('/thing', async (request) => {
    request.log.warn({ token: 'secret', detail: { password: 'hunter2' } }, 'something odd');
    request.log.child({ step: 'inner' }).error('inner failure');
    return { ok: true };
  });
  const child = jest.spyOn(app.log, 'child');
  await app.inject({ url: '/thing?access_token=abc' });
  await app.inject({ url: '/thing' });
  const children = child.mock.calls.length;
  await app.close();
  const stable = lines.map((line) =>
    line.replace(/"time":\d+,"pid":\d+,"hostname":"[^"]*",/, '').replace(/"responseTime":[\d.]+/, ''),
  );
  return { lines: stable, children };
}

describe('loggerOptions', () => {
  it('keeps the parameters of a failed query out of the log (PGlite errors carry them)', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info' }, { write: (line) => void lines.push(line) }),
    });
    const error = Object.assign(new Error('insert or update on table "users" violates a constraint'), {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['ana@example.com', 'scrypt$17$8$1$c2FsdA==$a2V5'],
    });
    app.log.error({ err: error }, 'request failed');
    await app.close();
    const logged = lines.join('\n');
    expect(logged).toContain('violates a constraint');
    expect(logged).not.toContain('scrypt$17');
    expect(logged).not.toContain('ana@example.com');
  });

  it('never logs a card number or CVC, wherever a logged object holds them', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info' }, { write: (line) => void lines.push(line) }),
    });
    app.log.info({ card_number: '4222000006285344', cvn: '123' }, 'check-version');
    app.log.info(
      {
        body: {
          card_number: '5354560000000004',
          card_details: { number: '4222000001227408', cvn: '456', chname: 'Ana', expdate: '1230' },
        },
      },
      'authorization',
    );
    app.log.info({ number: '4917000000000087', cvc: '789' }, 'card form');
    await app.close();
    const logged = lines.join('\n');
    for (const secret of [
      '4222000006285344',
      '5354560000000004',
      '4222000001227408',
      '4917000000000087',
      '123',
      '456',
      '789',
    ]) {
      expect(logged).not.toContain(`"${secret}"`);
    }
    expect(logged).toContain('"chname":"Ana"');
    expect(logged.match(/\[redacted\]/g)?.length).toBe(7);
  });

  it('request loggers write the lines a pino child writes, request id included', async () => {
    for (const level of ['info', 'warn']) {
      const lazy = await requestLines(level, requestLoggerFactory);
      const eager = await requestLines(level);
      expect(lazy.lines).toEqual(eager.lines);
      expect(lazy.lines.join('\n')).toContain('"reqId":"req-2"');
      expect(lazy.lines.join('\n')).toContain('"step":"inner"');
      expect(lazy.lines.join('\n')).not.toContain('hunter2');
    }
  });

  it('binds a request id only for a request that logs a line', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'warn' }, { write: (line) => void lines.push(line) }),
      childLoggerFactory: requestLoggerFactory,
    });
    app.get('/quiet', async (request) => {
      request.log.info('below the level');
      return { ok: true };
    });
    const child = jest.spyOn(app.log, 'child');
    await app.inject({ url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('masks tokens that travel in URLs', () => {
    expect(maskUrl('/api/orders/guest/AB12/secret-token?language=es')).toBe(
      '/api/orders/guest/AB12/***?language=es',
    );
    expect(maskUrl('/api/x?access_token=abc&token=def&page=2')).toBe(
      '/api/x?access_token=***&token=***&page=2',
    );
  });
});
