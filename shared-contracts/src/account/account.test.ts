import { AuthAnswerSchema } from './auth-answer';
import { LoginRequestSchema } from './login';
import { RegisterRequestSchema } from './register';

describe('LoginRequestSchema', () => {
  it('normalises the e-mail', () => {
    expect(LoginRequestSchema.parse({ email: '  Ana@Example.COM ', password: 'x' }).email).toBe(
      'ana@example.com',
    );
  });

  it.each([
    [{ password: 'secret' }, 'email'],
    [{ email: 'ana@example.com' }, 'password'],
    [{ email: 'not-an-email', password: 'x' }, 'email'],
    [{ email: 42, password: 'x' }, 'email'],
    [{ email: 'ana@example.com', password: '' }, 'password'],
    [{ email: `${'a'.repeat(300)}@example.com`, password: 'x' }, 'email'],
    [{ email: 'ana@example.com', password: 'x'.repeat(129) }, 'password'],
  ])('refuses %p on %s', (body, field) => {
    const result = LoginRequestSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});

describe('RegisterRequestSchema', () => {
  it.each([
    [{ email: 'ana@example.com', password: 'long enough', repeat_password: 'long enough' }, true],
    [{ email: 'ana@example.com', password: 'x'.repeat(128), repeat_password: 'x' }, true],
    [{ email: 'ana@example.com', password: 'short', repeat_password: 'short' }, false],
    [{ email: 'ana@example.com', password: 'long enough' }, false],
  ])('%p → %p', (body, ok) => {
    expect(RegisterRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('AuthAnswerSchema', () => {
  it.each([
    [{ token: 'a.b.c', userId: 3, tokenExpirationDate: '2030-01-01T00:00:00.000Z' }, true],
    [{ token: 'a.b.c', userId: '3', tokenExpirationDate: '2030-01-01T00:00:00.000Z' }, false],
    [{ token: 'a.b.c', userId: 3, tokenExpirationDate: 'tomorrow' }, false],
  ])('%p → %p', (answer, ok) => {
    expect(AuthAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});
