import { useState } from 'react';
import { type ApiResult, type ChangePasswordAnswer, type ChangePasswordRequest } from 'shared-contracts';
import { FormAlert } from './form-alert';
import { FormErrorsAlert } from './form-errors-alert';
import { useFormText } from './form-texts';
import { Form } from './form';
import { NewPasswordFields } from './new-password-fields';
import {
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordField,
  fieldsToClearAfterChange,
} from './password-change-rules';
import { PasswordField } from './password-field';
import { type RequestProblem, requestProblemOf } from './request-problem';
import { type SplitErrors, splitErrors } from './split-errors';
import { SubmitButton } from './submit-button';
import { useExamplePassword } from './use-example-password';
import { useFormValues } from './use-form-values';
import { useSubmission } from './use-submission';

/** The API's wire names of two of the fields. */
const ALIASES = { current_password: 'currentPassword', repeat_password: 'repeatPassword' };

const EMPTY_FORM = { currentPassword: '', password: '', repeatPassword: '' };

export interface ChangePasswordFormProps {
  /** The ids' start, with the team prefix: `account-profile` gives `account-profile-current-password`. */
  idPrefix: string;
  /**
   * The call: a customer's POST /account/change_password, a staff member's POST
   * /backoffice/account/change_password (which adds the user id).
   */
  changePassword: (passwords: ChangePasswordRequest) => Promise<ApiResult<ChangePasswordAnswer>>;
  /**
   * Hands the answer's new session to the shell ('session.renewed', 'staff-session.renewed'):
   * the change ended every older token, the one this page holds included.
   */
  onChanged: (answer: ChangePasswordAnswer) => void;
  /** The heading that names the form, when the page has more than one. */
  labelledBy?: string | undefined;
}

/**
 * A new password, given the current one (a customer's or a staff member's), in the kit's
 * words: errors under each field (a wrong current password, or too many attempts, under it);
 * on success the new session goes to `onChanged`, then a message (other devices were signed
 * out) and every field emptied.
 */
export function ChangePasswordForm({
  idPrefix,
  changePassword,
  onChanged,
  labelledBy,
}: ChangePasswordFormProps) {
  const text = useFormText();
  const placeholder = useExamplePassword();
  const form = useFormValues(EMPTY_FORM);
  const { pending, submit } = useSubmission();
  const [errors, setErrors] = useState<SplitErrors<ChangePasswordField>>();
  const [problem, setProblem] = useState<RequestProblem>();
  const [changed, setChanged] = useState(false);
  const onSubmit = () => {
    const { currentPassword, password, repeatPassword } = form.values;
    void submit(async (signal) => {
      setChanged(false);
      setProblem(undefined);
      // Not aborted when the form goes away: once sent, the API may change the password, and
      // its answer holds the only token still valid, which the shell must get all the same.
      const result = await changePassword({
        current_password: currentPassword,
        password,
        repeat_password: repeatPassword,
      });
      if (result.kind === 'ok') onChanged(result.data);
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
      {changed && <FormAlert tone="success">{text('passwordChanged')}</FormAlert>}
      <FormErrorsAlert errors={errors?.form} problem={problem} />
      <PasswordField
        id={`${idPrefix}-current-password`}
        autoComplete="current-password"
        label={text('currentPassword')}
        placeholder={placeholder}
        {...form.text('currentPassword')}
        errors={errors?.fields.currentPassword}
      />
      <NewPasswordFields
        idPrefix={idPrefix}
        form={form}
        errors={errors?.fields}
        labels={{ password: text('newPassword'), repeat: text('repeatNewPassword') }}
        placeholder={placeholder}
      />
      <SubmitButton label={text('changePassword')} pending={pending} />
    </Form>
  );
}
