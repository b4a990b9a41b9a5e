import { MESSAGES, translate } from './messages';
import { joinMessages } from './message-texts';

describe('the API’s messages', () => {
  it('have a Castellano and an English text for every key', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect([key, texts.es.trim().length > 0, texts.en.trim().length > 0]).toEqual([key, true, true]);
    }
  });

  it('come from the modules that own them, each key defined once', () => {
    expect(() =>
      joinMessages({ stock_short: { es: 'a', en: 'b' } }, { stock_short: { es: 'c', en: 'd' } }),
    ).toThrow("message 'stock_short' is defined twice");
    expect(translate('stock_short', 'es', { quantity: 5 })).toBe('No hay 5 disponibles');
    expect(translate('staff_only', 'en')).toBe('This is for the shop’s staff only');
    expect(translate('coupon_unknown', 'en', { code: 'X' })).toBe('The code X is not valid');
    expect(translate('required', 'es')).toBe('Este campo es obligatorio');
  });
});
