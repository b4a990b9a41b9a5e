import { fieldsToClearAfterChange } from './password-change-rules';

describe('fieldsToClearAfterChange', () => {
  it.each([
    [{ password: ['Too short'] }, ['password', 'repeatPassword']],
    [{ repeatPassword: ['No match'] }, ['password', 'repeatPassword']],
    [{ currentPassword: ['Wrong password'] }, ['currentPassword', 'password', 'repeatPassword']],
    [{ current_password: ['Required'] }, ['currentPassword', 'password', 'repeatPassword']],
    [{ currentPassword: [], password: ['Too short'] }, ['password', 'repeatPassword']],
  ])('after %p clears %p', (errors, cleared) => {
    expect(fieldsToClearAfterChange(errors, { current_password: 'currentPassword' })).toEqual(cleared);
  });
});
