import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uniqueEmail } from '../../testing/users';

// Issue 13, 5.2: scrypt shares libuv's thread pool with file reads. A burst of logins must
// not hold up images or other API calls: they answer while most of the burst still waits.

let t: TestApp;
beforeAll(async () => {
  // A costlier hash than the other tests' (2^15: tens of milliseconds), so a burst lasts.
  t = await createTestApp({ scryptLogN: 15 });
});
afterAll(() => t?.close());

const BURST = 16;

it('answers an image and a catalogue read during a burst of logins, before half of the burst', async () => {
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'a guess' },
    });
  // The dummy hash of unknown e-mails is made once, before the burst.
  expect((await login()).statusCode).toBe(401);
  const image = readdirSync(join(tmpdir(), 'shop-api-test-data', 'images')).find((file) =>
    file.endsWith('.svg'),
  );
  const finished: string[] = [];
  const track = (name: string, request: Promise<{ statusCode: number }>) =>
    request.then((answer) => {
      finished.push(name);
      return answer.statusCode;
    });
  const logins = Array.from({ length: BURST }, () => track('login', login()));
  await new Promise((resolve) => setImmediate(resolve));
  const others = [
    track('image', t.app.inject({ url: `/images/${image}` })),
    track('catalogue', t.app.inject({ url: '/api/products/1' })),
  ];
  expect(await Promise.all(others)).toEqual([200, 200]);
  expect(await Promise.all(logins)).toEqual(Array<number>(BURST).fill(401));
  const loginsBefore = (name: string) =>
    finished.slice(0, finished.indexOf(name)).filter((entry) => entry === 'login').length;
  expect(loginsBefore('image')).toBeLessThan(BURST / 2);
  expect(loginsBefore('catalogue')).toBeLessThan(BURST / 2);
});
