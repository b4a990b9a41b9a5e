import { connect } from 'node:net';
import { type AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './testing/test-app';

// Issue 13, 5.3: a client cannot hold a socket open by never finishing its request.
// Shortened deadlines; production's are SERVER_TIMEOUTS in app.ts.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { timeouts: { requestMs: 800, headersMs: 500, idleMs: 10_000, keepAliveMs: 300, checkIntervalMs: 100 } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Writes `raw`, then reads until the server closes the socket, or 'still open' after 5 s. */
function send(raw: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve('still open');
    }, 5000);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(received);
    });
  });
}

it('answers 408 and closes the socket of a body that never finishes (Content-Length 100, 9 bytes sent)', async () => {
  const answer = await send(
    'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toContain('"request"');
});

it('closes the socket of headers that never finish', async () => {
  const answer = await send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});

it('closes an idle keep-alive connection after its request', async () => {
  const answer = await send('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('{"status":"ok"}');
});
