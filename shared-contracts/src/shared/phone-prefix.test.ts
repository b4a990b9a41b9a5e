import { displayPhonePrefix, phonePrefixDigits } from './phone';

describe('phone prefix (docs/spec.md §5)', () => {
  it.each([
    ['34', '34'],
    ['+34', '34'],
    ['3a4b', '34'],
    ['+1 (809)', '1809'],
    ['123456', '1234'],
    ['', ''],
    ['+', ''],
  ])('keeps digits only, at most 4: %p → %p', (typed, digits) => {
    expect(phonePrefixDigits(typed)).toBe(digits);
  });

  it('shows the digits after a + that is always there', () => {
    expect(displayPhonePrefix('34')).toBe('+34');
    expect(displayPhonePrefix('')).toBe('+');
    expect(displayPhonePrefix('35312')).toBe('+3531');
  });
});
