import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';
import en from './locales/en-US.json';
import es from './locales/es-ES.json';

// The headless service shows one message of its own (a toast), without the page's i18n
// (which brings every page's strings): it reads it from this feature's locale files.
const MESSAGES = { 'es-ES': es, 'en-US': en } as const;

export function serviceMessage(key: 'loadFailed', language: Language | undefined): string {
  return MESSAGES[language ?? DEFAULT_LANGUAGE][key];
}
