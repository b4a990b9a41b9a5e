import { checkField, checkPriceEdit, hasChanges, rebaseTexts, stockDelta, textsOf } from './price-edit-rules';

const BASE = { list_price: 1234.5, discount: 12.5, stock: 10, version: 4 };

describe('the edit of one product', () => {
  it('fills the fields in the staff member’s language', () => {
    expect(textsOf(BASE, 'es-ES')).toEqual({ price: '1.234,50', discount: '12,5', stock: '10' });
    expect(textsOf(BASE, 'en-US')).toEqual({ price: '1,234.50', discount: '12.5', stock: '10' });
  });

  it.each([
    ['12,50', 'es-ES', 12.5],
    ['12.50', 'en-US', 12.5],
    ['1.500', 'es-ES', 1500],
    [' 12,5 €', 'es-ES', 12.5],
  ])('reads the price %s in %s', (text, language, value) => {
    expect(checkField('price', text, language as 'es-ES')).toEqual({ ok: true, value });
  });

  it.each([
    ['price', '0', ['price_too_low']],
    ['price', '1000000,01', ['price_too_high']],
    ['price', '12,345', ['two_decimals']],
    ['price', 'doce', ['price_invalid']],
    ['discount', '91', ['discount_range']],
    ['discount', '12,25', ['one_decimal']],
    ['discount', '', ['discount_invalid']],
    ['stock', '-1', ['stock_negative']],
    ['stock', '2,5', ['stock_whole']],
    ['stock', 'x', ['stock_invalid']],
  ] as const)('refuses the %s %s with the contract’s keys', (field, text, errors) => {
    expect(checkField(field, text, 'es-ES')).toEqual({ ok: false, errors });
  });

  it('sends only what changed, the stock as the new count less the count read', () => {
    expect(stockDelta(13, 10)).toBe(3);
    expect(stockDelta(4, 10)).toBe(-6);
    expect(checkPriceEdit({ price: '1.234,50', discount: '12,5', stock: '13' }, BASE, 'es-ES')).toEqual({
      ok: true,
      changes: { stock_delta: 3 },
    });
    expect(checkPriceEdit({ price: '99.99', discount: '0', stock: '10' }, BASE, 'en-US')).toEqual({
      ok: true,
      changes: { price: 99.99, discount: 0 },
    });
    expect(checkPriceEdit({ price: '0', discount: '95', stock: '10' }, BASE, 'en-US')).toEqual({
      ok: false,
      errors: { price: ['price_too_low'], discount: ['discount_range'] },
    });
  });

  it('tells whether anything changed', () => {
    expect(hasChanges(textsOf(BASE, 'es-ES'), BASE, 'es-ES')).toBe(false);
    expect(hasChanges({ ...textsOf(BASE, 'es-ES'), stock: '11' }, BASE, 'es-ES')).toBe(true);
    expect(hasChanges({ ...textsOf(BASE, 'es-ES'), price: 'x' }, BASE, 'es-ES')).toBe(true);
  });

  it('moves an edit onto another staff member’s change keeping the units added or taken', () => {
    const typed = { price: '20,00', discount: '5', stock: '13' };
    const current = { list_price: 30, discount: 0, stock: 25, version: 5 };
    expect(rebaseTexts(typed, BASE, current, 'es-ES')).toEqual({
      price: '20,00',
      discount: '5',
      stock: '28',
    });
    expect(rebaseTexts({ ...typed, stock: '0' }, BASE, { ...current, stock: 4 }, 'es-ES').stock).toBe('0');
    expect(rebaseTexts({ ...typed, stock: 'x' }, BASE, current, 'es-ES').stock).toBe('x');
  });
});
