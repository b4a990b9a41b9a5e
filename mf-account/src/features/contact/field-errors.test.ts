import { splitFieldErrors } from './field-errors';

describe('splitFieldErrors', () => {
  it("puts each field's messages under it and the rest apart", () => {
    expect(
      splitFieldErrors(
        { email: ['Invalid e-mail'], phonePrefix: ['Too long'], auth: ['Too many messages, try later'] },
        ['email', 'name', 'phonePrefix'] as const,
      ),
    ).toEqual({
      byField: { email: ['Invalid e-mail'], phonePrefix: ['Too long'] },
      other: ['Too many messages, try later'],
    });
  });
});
