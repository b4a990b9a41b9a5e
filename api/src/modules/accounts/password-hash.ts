import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { ConcurrencyLimit } from '../../lib/concurrency-limit';

// scrypt from node:crypto with docs/security.md's cost: N = 2^17, r = 8, p = 1, a 16-byte
// random salt. The parameters travel inside the stored hash, so a later increase still
// verifies old passwords: scrypt$<log2 N>$<r>$<p>$<salt>$<key>.

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

// scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise),
// the one file reads (images, the shop's static files) and DNS use too: a burst of logins
// would queue every file read behind it. Hashes take at most half the pool at once and wait
// their turn in arrival order; that also bounds their memory (128 MiB each at N = 2^17).
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const hashingLimit = new ConcurrencyLimit(Math.max(1, Math.floor(THREAD_POOL_SIZE / 2)));

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
  return hashingLimit.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
