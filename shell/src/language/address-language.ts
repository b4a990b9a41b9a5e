import { LANGUAGE_STORAGE_KEY, languageOfAddress } from 'shared-contracts';

/**
 * An address that asks for a language (`?lang=en`, as search engines link each language's
 * page) makes it the visitor's choice, as the server did when it rendered the page in it.
 */
export function adoptAddressLanguage(search: string, storage: Storage = localStorage): void {
  const asked = languageOfAddress(search);
  if (asked) storage.setItem(LANGUAGE_STORAGE_KEY, asked);
}
