import { WireIdSchema } from './wire-id';

describe('WireIdSchema', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    [2_147_483_647, 2_147_483_647],
  ])('parses %p to %p', (input, expected) => {
    expect(WireIdSchema.safeParse(input)).toEqual({ success: true, data: expected });
  });

  it.each([0, -1, 1.5, '1.5', 'abc', '', true, null, {}, 2_147_483_648, '99999999999', "1' OR '1'='1"])(
    'refuses %p',
    (input) => {
      expect(WireIdSchema.safeParse(input).success).toBe(false);
    },
  );
});
