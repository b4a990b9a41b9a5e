import { jwtExpiry } from './jwt-expiry';
import { fakeJwt } from './testing/fake-jwt';

describe('jwtExpiry', () => {
  it('reads the exp claim as an ISO instant', () => {
    const token = fakeJwt({ sub: '7', exp: Date.UTC(2030, 0, 15, 10) / 1000 });
    expect(jwtExpiry(token)).toBe('2030-01-15T10:00:00.000Z');
  });

  it.each(['opaque-token', 'a.%%%.c', fakeJwt({ sub: '7' }), fakeJwt({ exp: 'soon' })])(
    'gives null for %s',
    (token) => {
      expect(jwtExpiry(token)).toBeNull();
    },
  );
});
