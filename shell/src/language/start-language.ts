import i18next from 'i18next';
import { type Bus, type Language, NOTICE_DURATION_MS } from 'shared-contracts';
import { showToast } from '../toasts/toast-store';
import { takeLanguageNotice } from './switch-language';

/**
 * Publishes the language and, when the page was just reloaded by a language switch,
 * shows 'Switched to English (US)' or 'Idioma cambiado a Castellano (ES)' for 5000 ms.
 * Runs after i18n is initialised and before the first render.
 */
export function startLanguage(bus: Bus, language: Language): void {
  bus.publish('language.changed', language);
  if (takeLanguageNotice() !== language) return;
  showToast({
    message: i18next.t('frame.language.switched', { lng: language, ns: 'shell' }),
    tone: 'success',
    durationMs: NOTICE_DURATION_MS,
  });
}
