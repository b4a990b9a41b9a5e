import { LANGUAGE_STORAGE_KEY } from 'shared-contracts';
import { storedLanguage } from '../i18n/i18n';
import { adoptAddressLanguage } from './address-language';

describe('adoptAddressLanguage', () => {
  beforeEach(() => localStorage.clear());

  it("makes the address's ?lang= the visitor's choice, over an older one", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es-ES');
    adoptAddressLanguage('?page=2&lang=en');
    expect(storedLanguage()).toBe('en-US');
  });

  it('leaves the choice alone for an address that asks for no language of the shop', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    adoptAddressLanguage('?lang=de');
    adoptAddressLanguage('');
    expect(storedLanguage()).toBe('en-US');
  });
});
