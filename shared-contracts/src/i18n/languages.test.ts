import { languageOfAddress, pageLanguage } from './languages';

describe('the language a page is served in', () => {
  it('is the one its address asks for with ?lang=, before the cookie', () => {
    expect(pageLanguage('?lang=en', 'es-ES')).toBe('en-US');
    expect(pageLanguage('page=2&lang=es', 'en-US')).toBe('es-ES');
  });

  it("is the cookie's choice when the address asks for none or for no language of the shop", () => {
    expect(pageLanguage('', 'en-US')).toBe('en-US');
    expect(pageLanguage('?lang=fr', 'en-US')).toBe('en-US');
    expect(pageLanguage('?lang=en-US', undefined)).toBe('es-ES');
  });

  it('is Castellano (ES) with neither', () => {
    expect(pageLanguage('?query=sofa', undefined)).toBe('es-ES');
    expect(languageOfAddress('?query=sofa')).toBeUndefined();
  });
});
