import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { type TextFieldProps, TextField } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'placeholder'>;

/** An e-mail input: the e-mail keyboard and autofill, an example address as its placeholder. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  return <TextField {...props} type="email" autoComplete="email" placeholder={t('form.emailPlaceholder')} />;
}
