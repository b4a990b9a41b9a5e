import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { PasswordField } from './password-field';
import { type FormValuesApi } from './use-form-values';

type NewPassword = { password: string; repeatPassword: string };

interface NewPasswordFieldsProps {
  /** The ids' start: `account-register` gives `account-register-password` and `…-repeat-password`. */
  idPrefix: string;
  /** The form's values, with `password` and `repeatPassword`. */
  form: Pick<FormValuesApi<NewPassword>, 'text'>;
  errors: Partial<Record<keyof NewPassword, string[]>> | undefined;
  labels: { password: string; repeat: string };
  /** The page's example password (useExamplePassword). */
  placeholder: string;
}

/** A new password and its repetition, the password rule's length under the first (SPEC.md §5). */
export function NewPasswordFields({ idPrefix, form, errors, labels, placeholder }: NewPasswordFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PasswordField
        {...form.text('password')}
        id={`${idPrefix}-password`}
        label={labels.password}
        autoComplete="new-password"
        hint={t('form.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        placeholder={placeholder}
        errors={errors?.password}
      />
      <PasswordField
        {...form.text('repeatPassword')}
        id={`${idPrefix}-repeat-password`}
        label={labels.repeat}
        autoComplete="new-password"
        placeholder={placeholder}
        errors={errors?.repeatPassword}
      />
    </>
  );
}
