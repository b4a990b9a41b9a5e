import { readReturnPath } from 'shared-contracts';
import { withReturnTo } from './return-path';

describe('return paths', () => {
  it('keeps the return path on links between the sign-in pages', () => {
    expect(withReturnTo('/register', '/checkout/address')).toBe('/register?return_to=%2Fcheckout%2Faddress');
    expect(withReturnTo('/register', undefined)).toBe('/register');
  });

  it('reads only a path of this shop', () => {
    expect(readReturnPath('?return_to=%2Forders%3Fpage%3D2')).toBe('/orders?page=2');
    expect(readReturnPath('?return_to=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(readReturnPath('?return_to=%2F%2Fevil.example')).toBeUndefined();
  });
});
