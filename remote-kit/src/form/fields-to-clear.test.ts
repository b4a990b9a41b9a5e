import { fieldsToClear } from './fields-to-clear';

describe('fieldsToClear (docs/spec.md §4)', () => {
  it.each([
    [{ password: ['Incorrect email or password'] }, ['password']],
    [{ password: ['Too many attempts. Try again in 30 s'] }, ['password']],
    [{ auth: ['Invalid token'] }, ['password']],
    [{ email: ['Enter a valid email'] }, ['email']],
    [{ email: ['Taken'], password: ['Too short'] }, ['email']],
    [{ email: [], password: ['Too short'] }, ['password']],
  ])('clears after %p: %p', (errors, cleared) => {
    expect(fieldsToClear(errors, ['password'])).toEqual(cleared);
  });

  it('clears both passwords of a registration, or its e-mail', () => {
    expect(fieldsToClear({ repeatPassword: ['No match'] }, ['password', 'repeatPassword'])).toEqual([
      'password',
      'repeatPassword',
    ]);
    expect(fieldsToClear({ email: ['Taken'] }, ['password', 'repeatPassword'])).toEqual(['email']);
  });
});
