import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type FormValuesApi } from 'remote-kit/form';

export type ContactField = 'email' | 'name' | 'phonePrefix' | 'phoneNumber' | 'message';

/**
 * The props of a contact form's field: its id (`account-write-us-email`), its label (the
 * same words in every contact form), its value and change, and the messages under it.
 */
export function useContactField<Field extends ContactField>(
  formId: string,
  form: FormValuesApi<Record<Field, string>>,
  messagesOf: (field: Field) => readonly string[] | undefined,
) {
  const { t } = useTranslation(NAMESPACE);
  return (field: Field) => ({
    id: `account-${formId}-${field}`,
    label: t(`contact.field.${field as ContactField}`),
    ...form.text(field),
    errors: messagesOf(field),
  });
}
