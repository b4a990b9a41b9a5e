import { orderAccess } from './order-access';

const token = 'q3Rz8V0mYt1nX4bL6cK9wE2sA5dF7gH0jU3iO8pZ1vB';

describe('orderAccess', () => {
  it("opens a guest's link with its token, signed in or not", () => {
    expect(orderAccess(undefined, token)).toEqual({ kind: 'guest', accessToken: token });
    expect(orderAccess(4, token)).toEqual({ kind: 'guest', accessToken: token });
  });

  it('opens the signed-in customer’s own order without a token', () => {
    expect(orderAccess(4, null)).toEqual({ kind: 'customer', userId: 4 });
  });

  it('has no way in without a session and a token, or with a token the API never makes', () => {
    expect(orderAccess(undefined, null)).toBeUndefined();
    expect(orderAccess(4, 'short')).toBeUndefined();
    expect(orderAccess(undefined, '')).toBeUndefined();
  });
});
