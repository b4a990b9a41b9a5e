import { RecoverPasswordRequestSchema, ResetPasswordRequestSchema } from './password-reset';
import { ChangePasswordRequestSchema, ProfileAnswerSchema } from './profile';

const TOKEN = 'a'.repeat(43);

describe('password reset and change contracts', () => {
  it('normalises the e-mail a reset is asked for', () => {
    expect(RecoverPasswordRequestSchema.parse({ email: ' Ana@Example.com' }).email).toBe('ana@example.com');
  });

  it.each([
    [{ token: TOKEN, password: 'long enough', repeat_password: 'long enough' }, []],
    [{ token: 'short', password: 'long enough', repeat_password: 'long enough' }, ['token']],
    [{ token: `${TOKEN}!`, password: 'long enough', repeat_password: 'long enough' }, ['token']],
    [{ token: TOKEN, password: '1234567', repeat_password: '1234567' }, ['password']],
  ])('reads a reset %p with errors under %p', (body, fields) => {
    const result = ResetPasswordRequestSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path[0]) ?? []).toEqual(fields);
  });

  it('asks a password change for the current password and a new one of at least 8 characters', () => {
    const result = ChangePasswordRequestSchema.safeParse({ current_password: '', password: 'short' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'current_password',
      'password',
      'repeat_password',
    ]);
  });

  it('answers a profile with the e-mail and an ISO creation date', () => {
    expect(
      ProfileAnswerSchema.safeParse({
        userId: 3,
        email: 'ana@example.com',
        createdAt: '2026-11-23T09:00:00Z',
      }).success,
    ).toBe(true);
  });
});
