import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('uses docs/security.md cost by default: scrypt N=2^17, r=8, p=1, random salt', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  });

  it.each([
    ['a wrong password', 'Correct horse battery staple'],
    ['an empty password', ''],
  ])('refuses %s', async (_name, attempt) => {
    const hash = await hashPassword('correct horse battery staple', 10);
    expect(await verifyPassword(attempt, hash)).toBe(false);
  });

  it.each(['', 'plain', 'scrypt$10$8$1$c2FsdA==', 'bcrypt$10$8$1$a$b'])(
    'treats the malformed hash %p as no match',
    async (stored) => {
      expect(await verifyPassword('x', stored)).toBe(false);
    },
  );

  it('normalises Unicode so the same password typed on another keyboard matches', async () => {
    const hash = await hashPassword('Contraseña', 10);
    expect(await verifyPassword('Contrasen\u0303a', hash)).toBe(true);
  });
});
