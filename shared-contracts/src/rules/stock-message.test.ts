import i18next from 'i18next';
import { COMMON_NAMESPACE, commonResources } from '../i18n/common-namespace';
import { stockMessage } from './stock-message';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en-US',
  initAsync: false,
  resources: {
    'en-US': { [COMMON_NAMESPACE]: commonResources['en-US'] },
    'es-ES': { [COMMON_NAMESPACE]: commonResources['es-ES'] },
  },
});

const text = (stock: number, lng: 'en-US' | 'es-ES' = 'en-US') => {
  const message = stockMessage(stock);
  return i18n.t(`${COMMON_NAMESPACE}:stock.${message.key}`, { ...message.values, lng });
};

describe('stockMessage', () => {
  it("says 'Ask availability' at 0", () => {
    expect(text(0)).toBe('Ask availability');
    expect(text(0, 'es-ES')).toBe('Consultar disponibilidad');
  });

  it.each([2, 5, 9])("says 'Only %i units left' from 2 to 9", (stock) => {
    expect(text(stock)).toBe(`Only ${stock} units left`);
    expect(text(stock, 'es-ES')).toBe(`Solo quedan ${stock} unidades`);
  });

  it('says the last unit in the singular', () => {
    expect(text(1)).toBe('Only 1 unit left');
    expect(text(1, 'es-ES')).toBe('Solo queda 1 unidad');
  });

  it.each([10, 11, 500])("says 'In stock' at %i", (stock) => {
    expect(text(stock)).toBe('In stock');
    expect(text(stock, 'es-ES')).toBe('En stock');
  });

  it('treats a negative stock as none', () => {
    expect(stockMessage(-3)).toMatchObject({ key: 'askAvailability', stock: 0 });
  });
});
