import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from 'shared-contracts';
import { useBusState } from '../bus/use-bus-state';

/**
 * The interface language: the shell's 'language.changed' topic, or i18next's own language
 * when the remote runs standalone without a shell.
 */
export function useLanguage(): Language {
  const fromBus = useBusState('language.changed');
  const { i18n } = useTranslation();
  if (fromBus) return fromBus;
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
