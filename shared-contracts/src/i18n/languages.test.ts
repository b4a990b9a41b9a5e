import { languageOfAddress } from './languages';

describe('languageOfAddress', () => {
  it('is the language ?lang= names', () => {
    expect(languageOfAddress('?lang=en')).toBe('en-US');
    expect(languageOfAddress('page=2&lang=es')).toBe('es-ES');
  });

  it('is undefined for an address that asks for none or for no language of the shop', () => {
    expect(languageOfAddress('?query=sofa')).toBeUndefined();
    expect(languageOfAddress('?lang=fr')).toBeUndefined();
    expect(languageOfAddress('?lang=en-US')).toBeUndefined();
  });
});
