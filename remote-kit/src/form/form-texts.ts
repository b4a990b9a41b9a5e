import { useTranslation } from 'react-i18next';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';

type FormTextKey = keyof typeof esES;

/** The kit's own texts by language (each remote merges them into its namespace under `form`). */
const FORM_TEXTS: { 'es-ES': typeof esES; 'en-US': Record<FormTextKey, string> } = {
  'es-ES': esES,
  'en-US': enUS,
};

// The kit is bundled into each container, so this is the namespace of the remote it is in.
let boundNamespace: string | undefined;

/**
 * The kit's form texts, for the remote's i18n to merge into its own namespace under `form`
 * (`addNamespace(i18next, NAMESPACE, { 'es-ES': { …, form: texts['es-ES'] }, … })`), and the
 * namespace the kit's fields and alerts then read them from. A remote's i18n.ts calls it once.
 */
export function formTextsFor(namespace: string): typeof FORM_TEXTS {
  boundNamespace = namespace;
  return FORM_TEXTS;
}

/** A kit text (`networkError`, `passwordHint`…) in the interface language. */
export function useFormText(): (key: FormTextKey, values?: Record<string, string | number>) => string {
  const { t } = useTranslation(boundNamespace);
  return (key, values) => t(`form.${key}`, values ?? {});
}
