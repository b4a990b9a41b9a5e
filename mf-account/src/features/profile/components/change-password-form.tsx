import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, useSubmission } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import {
  Form,
  FormAlert,
  FormErrorsAlert,
  NewPasswordFields,
  PasswordField,
  type RequestProblem,
  requestProblemOf,
  type SplitErrors,
  splitErrors,
  SubmitButton,
  useExamplePassword,
  useFormValues,
} from 'remote-kit/form';
import { changePassword } from '../api/change-password';
import {
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordField,
  fieldsToClearAfterChange,
} from '../password-change-rules';

/** The API's wire names of two of the fields. */
const ALIASES = { current_password: 'currentPassword', repeat_password: 'repeatPassword' };

/**
 * A new password, given the current one: errors under each field (a wrong current
 * password under it); on success a message and every field emptied.
 */
export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation(NAMESPACE);
  const placeholder = useExamplePassword();
  const form = useFormValues({ currentPassword: '', password: '', repeatPassword: '' });
  const { pending, submit } = useSubmission();
  const [errors, setErrors] = useState<SplitErrors<ChangePasswordField>>();
  const [problem, setProblem] = useState<RequestProblem>();
  const [changed, setChanged] = useState(false);
  const onSubmit = () => {
    const { currentPassword, password, repeatPassword } = form.values;
    void submit(async (signal) => {
      setChanged(false);
      setProblem(undefined);
      const result = await changePassword(
        apiClient(),
        { current_password: currentPassword, password, repeat_password: repeatPassword },
        signal,
      );
      if (signal.aborted) return;
      setProblem(requestProblemOf(result));
      if (result.kind === 'ok') {
        setErrors(undefined);
        setChanged(true);
        form.clear(CHANGE_PASSWORD_FIELDS);
      } else if (result.kind === 'errors') {
        setErrors(splitErrors(result.errors, CHANGE_PASSWORD_FIELDS, ALIASES));
        form.clear(fieldsToClearAfterChange(result.errors, ALIASES));
      }
    });
  };

  return (
    <Form onSubmit={onSubmit} submittedErrors={errors} labelledBy={labelledBy}>
      {changed && <FormAlert tone="success">{t('profile.changePassword.changed')}</FormAlert>}
      <FormErrorsAlert errors={errors?.form} problem={problem} />
      <PasswordField
        id="account-profile-current-password"
        autoComplete="current-password"
        label={t('profile.changePassword.currentPassword')}
        placeholder={placeholder}
        {...form.text('currentPassword')}
        errors={errors?.fields.currentPassword}
      />
      <NewPasswordFields
        idPrefix="account-profile"
        form={form}
        errors={errors?.fields}
        labels={{
          password: t('profile.changePassword.password'),
          repeat: t('profile.changePassword.repeatPassword'),
        }}
        placeholder={placeholder}
      />
      <SubmitButton label={t('profile.changePassword.submit')} pending={pending} />
    </Form>
  );
}
