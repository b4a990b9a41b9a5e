import { isSafeReturnPath, readReturnPath, withReturnTo } from './return-path';

describe('return paths after sign-in', () => {
  it.each(['/', '/checkout/address', '/orders/A1?access_token=x', '/search?query=l%C3%A1mpara'])(
    'keeps %s',
    (path) => expect(isSafeReturnPath(path)).toBe(true),
  );

  it.each(['', 'checkout', '//evil.example/x', '/\\evil.example', 'https://evil.example', '/a\nb', 42, null])(
    'refuses %p',
    (path) => expect(isSafeReturnPath(path)).toBe(false),
  );

  it('reads return_to from a query, ignoring an unsafe one', () => {
    expect(readReturnPath('?return_to=%2Fcart')).toBe('/cart');
    expect(readReturnPath('?return_to=%2F%2Fevil.example')).toBeUndefined();
    expect(readReturnPath('')).toBeUndefined();
  });

  it('links to a sign-in page that comes back, and reads back the same path', () => {
    const link = withReturnTo('/login', '/collections/lamps?sort=price asc&page=2');
    expect(link).toBe('/login?return_to=%2Fcollections%2Flamps%3Fsort%3Dprice+asc%26page%3D2');
    expect(readReturnPath(new URL(link, 'https://shop.example').search)).toBe(
      '/collections/lamps?sort=price asc&page=2',
    );
  });

  it.each([undefined, '', '//evil.example/x', 'https://evil.example'])(
    'links to the sign-in page alone for %p',
    (returnTo) => expect(withReturnTo('/login', returnTo)).toBe('/login'),
  );
});
