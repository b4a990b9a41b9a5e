import { applyChange, fieldOf, salePriceOf, withinBounds } from './bulk-change';
import { csvLine, csvText } from './price-csv';

// The bulk changes' maths (cents, half up: rules/pricing) and the CSV cells' quoting.

const product = { listPriceCents: 999, discount: 12.5, stock: 4 };

describe('a bulk change on one product', () => {
  it.each([
    [{ kind: 'price_percent', percent: 12.5 } as const, { ...product, listPriceCents: 1124 }], // 11.23875
    [{ kind: 'price_percent', percent: -10 } as const, { ...product, listPriceCents: 899 }], // 8.991
    [{ kind: 'price_amount', amount: -0.99 } as const, { ...product, listPriceCents: 900 }],
    [{ kind: 'discount', discount: 0 } as const, { ...product, discount: 0 }],
    [{ kind: 'stock', mode: 'set', units: 0 } as const, { ...product, stock: 0 }],
    [{ kind: 'stock', mode: 'add', units: -3 } as const, { ...product, stock: 1 }],
  ])('%j', (change, after) => {
    expect(applyChange(product, change)).toEqual(after);
  });

  it('moves one field, recorded under its name', () => {
    expect(fieldOf({ kind: 'price_amount', amount: 1 })).toBe('price');
    expect(fieldOf({ kind: 'discount', discount: 5 })).toBe('discount');
    expect(fieldOf({ kind: 'stock', mode: 'add', units: 1 })).toBe('stock');
  });

  it('prices the sale half up: 9.99 € less 12.5 % is 8.74 € (8.74125)', () => {
    expect(salePriceOf(product)).toBe(874);
    expect(salePriceOf({ ...product, listPriceCents: 99 })).toBe(87); // 0.86625
  });

  it('keeps a list price from 0.01 € to 1,000,000 € and a stock from 0 to 1,000,000', () => {
    expect(withinBounds(product)).toBe(true);
    expect(withinBounds({ ...product, listPriceCents: 0 })).toBe(false);
    expect(withinBounds({ ...product, listPriceCents: 100_000_001 })).toBe(false);
    expect(withinBounds({ ...product, stock: -1 })).toBe(false);
    expect(withinBounds({ ...product, stock: 1_000_001 })).toBe(false);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvText('Mesa')).toBe('Mesa');
    expect(csvText('Sofá "Nube", gris')).toBe('"Sofá ""Nube"", gris"');
    expect(csvText('dos\nlíneas')).toBe('"dos\nlíneas"');
  });

  it('never leaves a formula: = + - @ get an apostrophe first', () => {
    expect(csvText('=1+1')).toBe("'=1+1");
    expect(csvText('+34')).toBe("'+34");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('writes euros with two decimals and the change in ISO 8601 UTC', () => {
    const line = csvLine({
      id: 7,
      name: 'Silla',
      list_price_cents: 100_000,
      discount_percent: 7.5,
      price_cents: 92_500,
      stock: 0,
      updated_at: new Date(Date.UTC(2026, 2, 5, 7, 8, 9)),
      sort_value: 'silla',
    });
    expect(line).toBe('7,Silla,1000.00,7.5,925.00,0,2026-03-05T07:08:09.000Z\r\n');
  });
});
