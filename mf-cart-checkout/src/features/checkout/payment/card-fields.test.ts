import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import {
  type CardValues,
  cardNumberInput,
  cardProblems,
  cardholderNameInput,
  cvcInput,
  expiryInput,
  groupCardNumber,
  readExpiry,
} from './card-fields';

// 15 March 2026, noon UTC.
const NOW = new Date(Date.UTC(2026, 2, 15, 12));

const VALID: CardValues = {
  cardholderName: 'Ana García',
  cardNumber: SANDBOX_TEST_CARDS.frictionless.VISA,
  expiry: '09/29',
  cvc: '123',
};

describe('the cardholder name', () => {
  it('has its digits removed', () => {
    expect(cardholderNameInput('Ana 2 García3')).toBe('Ana  García');
    expect(cardholderNameInput('Ñandú Pérez-Ölz')).toBe('Ñandú Pérez-Ölz');
  });
});

describe('the card number', () => {
  it('keeps digits only, at most 16', () => {
    expect(cardNumberInput('4222 0000-0628 5344')).toBe('4222000006285344');
    expect(cardNumberInput('42220000062853449999')).toBe('4222000006285344');
    expect(cardNumberInput('abc')).toBe('');
  });

  it('is shown grouped by 4', () => {
    expect(groupCardNumber('4222000006285344')).toBe('4222 0000 0628 5344');
    expect(groupCardNumber('42220')).toBe('4222 0');
    expect(groupCardNumber('4222')).toBe('4222');
    expect(groupCardNumber('')).toBe('');
  });
});

describe('the CVC', () => {
  it('keeps digits only, at most 3', () => {
    expect(cvcInput('1a2b3c4')).toBe('123');
    expect(cvcInput('12')).toBe('12');
  });
});

describe('the expiry', () => {
  it.each([
    ['0', '', '0'],
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['4', '', '04/'],
    ['1/', '1', '01/'],
    ['12/2', '12/', '12/2'],
    ['12/29', '12/2', '12/29'],
    ['12/299', '12/29', '12/29'],
    ['1229', '', '12/29'],
    ['ab12cd29', '', '12/29'],
    ['09/2029', '', '09/29'],
    ['9/2029', '', '09/29'],
  ])('typed %j after %j shows %j (the slash added)', (typed, previous, shown) => {
    expect(expiryInput(typed, previous)).toBe(shown);
  });

  it('lets the slash be deleted, then the digits', () => {
    expect(expiryInput('12', '12/')).toBe('12');
    expect(expiryInput('1', '12')).toBe('1');
    expect(expiryInput('04', '04/')).toBe('04');
    expect(expiryInput('12/', '12/2')).toBe('12/');
  });

  it('reads MM and YY', () => {
    expect(readExpiry('09/29')).toEqual({ month: '09', year: '29' });
    expect(readExpiry('9/29')).toBeUndefined();
    expect(readExpiry('09/2')).toBeUndefined();
  });
});

describe('the card form', () => {
  it('takes a whole Visa or Mastercard card', () => {
    expect(cardProblems(VALID, NOW)).toEqual({});
    expect(cardProblems({ ...VALID, cardNumber: SANDBOX_TEST_CARDS.challenge.MASTERCARD }, NOW)).toEqual({});
  });

  it('requires every field', () => {
    expect(cardProblems({ cardholderName: '  ', cardNumber: '', expiry: '', cvc: '' }, NOW)).toEqual({
      cardholderName: 'required',
      cardNumber: 'required',
      expiry: 'required',
      cvc: 'required',
    });
  });

  it.each([
    ['422200000628534', 'cardNumberLength'],
    ['4222000006285345', 'cardNumberInvalid'],
    ['3782822463100051', 'schemeNotAccepted'],
    ['37828224631', 'schemeNotAccepted'],
    ['6011111111111117', 'schemeNotAccepted'],
    ['3530111333300000', 'schemeNotAccepted'],
    ['3622720627166789', 'schemeNotAccepted'],
    ['9999999999999995', 'schemeNotAccepted'],
  ])('refuses the number %s: %s', (cardNumber, problem) => {
    expect(cardProblems({ ...VALID, cardNumber }, NOW)).toEqual({ cardNumber: problem });
  });

  it.each([
    ['0929', 'expiryFormat'],
    ['09/2', 'expiryFormat'],
    ['00/29', 'expiryMonth'],
    ['13/29', 'expiryMonth'],
    ['02/26', 'expired'],
    ['12/25', 'expired'],
  ])('refuses the expiry %s: %s', (expiry, problem) => {
    expect(cardProblems({ ...VALID, expiry }, NOW)).toEqual({ expiry: problem });
  });

  it('takes a card through the end of its expiry month', () => {
    expect(cardProblems({ ...VALID, expiry: '03/26' }, NOW)).toEqual({});
    expect(cardProblems({ ...VALID, expiry: '01/99' }, NOW)).toEqual({});
  });

  it('wants the 3 digits of the CVC', () => {
    expect(cardProblems({ ...VALID, cvc: '12' }, NOW)).toEqual({ cvc: 'cvcLength' });
  });
});
