import { checkBulkChange } from './bulk-rules';

describe('a bulk change as typed', () => {
  it('reads each kind in the staff member’s language', () => {
    expect(checkBulkChange('price_percent', '-12,5', 'es-ES')).toEqual({
      ok: true,
      change: { kind: 'price_percent', percent: -12.5 },
    });
    expect(checkBulkChange('price_amount', '2.50', 'en-US')).toEqual({
      ok: true,
      change: { kind: 'price_amount', amount: 2.5 },
    });
    expect(checkBulkChange('discount', '20', 'es-ES')).toEqual({
      ok: true,
      change: { kind: 'discount', discount: 20 },
    });
    expect(checkBulkChange('stock_set', '0', 'es-ES')).toEqual({
      ok: true,
      change: { kind: 'stock', mode: 'set', units: 0 },
    });
    expect(checkBulkChange('stock_add', '-3', 'es-ES')).toEqual({
      ok: true,
      change: { kind: 'stock', mode: 'add', units: -3 },
    });
  });

  it.each([
    ['price_percent', '0', 'change_zero'],
    ['price_percent', '-95', 'percent_range'],
    ['price_percent', '1,25', 'one_decimal'],
    ['price_amount', '0,001', 'two_decimals'],
    ['discount', '95', 'discount_range'],
    ['stock_set', '-2', 'stock_negative'],
    ['stock_add', '1,5', 'stock_whole'],
    ['price_percent', '', 'percent_invalid'],
  ] as const)('refuses %s %s with %s', (kind, text, key) => {
    expect(checkBulkChange(kind, text, 'es-ES')).toEqual({ ok: false, errors: [key] });
  });
});
