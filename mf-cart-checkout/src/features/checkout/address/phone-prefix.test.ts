import { displayPhonePrefix, phonePrefixDigits } from './phone-prefix';

describe('the phone prefix', () => {
  it('keeps digits only, at most 4', () => {
    expect(phonePrefixDigits('+34')).toBe('34');
    expect(phonePrefixDigits('+1 (809)')).toBe('1809');
    expect(phonePrefixDigits('123456')).toBe('1234');
    expect(phonePrefixDigits('abc')).toBe('');
  });

  it("is shown with a leading '+', kept with no digits", () => {
    expect(displayPhonePrefix('34')).toBe('+34');
    expect(displayPhonePrefix('')).toBe('+');
    expect(displayPhonePrefix('+351')).toBe('+351');
  });
});
