import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { cardSchemeOf, isAcceptedScheme } from './card-scheme';

describe('the card scheme', () => {
  it.each([
    [SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA'],
    [SANDBOX_TEST_CARDS.challenge.MASTERCARD, 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['36227206271667', 'DINERS'],
    ['6011111111111117', 'DISCOVER'],
    ['3530111333300000', 'JCB'],
    ['9999999999999995', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ])('of %s is %s', (number, scheme) => {
    expect(cardSchemeOf(number)).toBe(scheme);
  });

  it('is known from the first digits, while the number is typed', () => {
    expect(cardSchemeOf('4')).toBe('VISA');
    expect(cardSchemeOf('51')).toBe('MASTERCARD');
    expect(cardSchemeOf('34')).toBe('AMEX');
  });

  it('accepts Visa and Mastercard only', () => {
    expect(
      ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNKNOWN'].filter((scheme) =>
        isAcceptedScheme(scheme as never),
      ),
    ).toEqual(['VISA', 'MASTERCARD']);
  });
});
