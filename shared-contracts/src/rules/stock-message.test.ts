import { commonResources } from '../i18n/common-namespace';
import { stockMessage } from './stock-message';

const english = commonResources['en-US'] as { stock: Record<string, string> };

const text = (stock: number) => {
  const { key } = stockMessage(stock);
  return english.stock[key]!.replace('{{stock}}', String(stock));
};

describe('stockMessage', () => {
  it("says 'Ask availability' at 0", () => {
    expect(text(0)).toBe('Ask availability');
  });

  it.each([1, 5, 9])("says 'Only %i units left' from 1 to 9", (stock) => {
    expect(text(stock)).toBe(`Only ${stock} units left`);
  });

  it.each([10, 11, 500])("says 'In stock' at %i", (stock) => {
    expect(text(stock)).toBe('In stock');
  });

  it('treats a negative stock as none', () => {
    expect(stockMessage(-3)).toEqual({ key: 'askAvailability', stock: 0 });
  });
});
