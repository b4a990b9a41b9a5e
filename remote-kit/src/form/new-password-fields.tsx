import { PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { useFormText } from './form-texts';
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

/** A new password and its repetition, the password rule's length under the first (docs/spec.md §5). */
export function NewPasswordFields({ idPrefix, form, errors, labels, placeholder }: NewPasswordFieldsProps) {
  const text = useFormText();
  return (
    <>
      <PasswordField
        {...form.text('password')}
        id={`${idPrefix}-password`}
        label={labels.password}
        autoComplete="new-password"
        hint={text('passwordHint', { min: PASSWORD_MIN_LENGTH })}
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
