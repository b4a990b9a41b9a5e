import { negotiateLanguage } from './language';
import { translate } from './messages';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['es-ES', 'es'],
    ['fr-FR,en;q=0.5,es;q=0.8', 'es'],
    ['fr-FR,en;q=0.9,es;q=0.8', 'en'],
    ['de', 'es'],
    ['en;q=0', 'es'],
    ['*', 'es'],
  ])('%p → %p', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});

describe('translate', () => {
  it('fills the parameters in the language asked', () => {
    expect(translate('stock_short', 'en', { quantity: 5 })).toBe('There are not 5 available');
    expect(translate('stock_short', 'es', { quantity: 5 })).toBe('No hay 5 disponibles');
  });
});
