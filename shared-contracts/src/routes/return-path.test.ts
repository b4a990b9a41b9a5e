import { isSafeReturnPath, readReturnPath } from './return-path';

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
});
