import { createTestApp, type TestApp } from '../../testing/test-app';

// Anyone may report a browser error: each client is held to a few a minute, so the log cannot
// be flooded (the other files run without limits).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(() => t?.close());

it('takes 20 reports a minute per client, then answers 429 under message', async () => {
  const report = (remoteAddress: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress,
      payload: {
        kind: 'error',
        remote: 'shell',
        release: 'unknown',
        route: '/',
        message: `e${n}`,
        stack: '',
      },
    });
  const answers = [];
  for (let n = 0; n < 21; n++) answers.push(await report('198.51.100.21', n));
  expect(answers.slice(0, 20).map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
  const limited = answers[20]!;
  expect(limited.statusCode).toBe(429);
  expect(Object.keys(limited.json().errors)).toEqual(['message']);
  expect((await report('198.51.100.22', 0)).statusCode).toBe(200);
});
