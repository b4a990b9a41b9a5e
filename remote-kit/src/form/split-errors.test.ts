import { allMessages, splitErrors } from './split-errors';

describe('splitErrors', () => {
  it('keeps the form’s fields under them and any other key for the form', () => {
    expect(
      splitErrors({ email: ['Taken'], repeatPassword: ['No match'], auth: ['Invalid token'], server: [] }, [
        'email',
        'password',
        'repeatPassword',
      ]),
    ).toEqual({
      fields: { email: ['Taken'], repeatPassword: ['No match'] },
      form: { auth: ['Invalid token'] },
    });
  });

  it('reads a wire name as its field', () => {
    expect(
      splitErrors({ current_password: ['Required'], currentPassword: ['Wrong'] }, ['currentPassword'], {
        current_password: 'currentPassword',
      }).fields,
    ).toEqual({ currentPassword: ['Required', 'Wrong'] });
  });
});

it('lists every message of an error map', () => {
  expect(allMessages({ a: ['one'], b: ['two', 'three'] })).toEqual(['one', 'two', 'three']);
});
