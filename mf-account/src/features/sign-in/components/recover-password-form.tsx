import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, useSubmission } from 'remote-kit';
import { PASSWORD_RESET_TTL_MINUTES, recoverPasswordCall } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import {
  EmailField,
  Form,
  FormAlert,
  FormErrorsAlert,
  type RequestProblem,
  requestProblemOf,
  type SplitErrors,
  splitErrors,
  SubmitButton,
  useFormValues,
} from 'remote-kit/form';

const FIELDS = ['email'] as const;

/**
 * Asks for a reset link. The answer never tells whether the e-mail has an account: after
 * a send, the same neutral message whatever the e-mail (no account enumeration).
 */
export function RecoverPasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  const form = useFormValues({ email: '' });
  const { pending, submit } = useSubmission();
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<SplitErrors<'email'>>();
  const [problem, setProblem] = useState<RequestProblem>();

  const onSubmit = () =>
    void submit(async (signal) => {
      setSent(false);
      setProblem(undefined);
      const result = await apiClient().call(
        recoverPasswordCall,
        { body: { email: form.values.email } },
        { signal },
      );
      if (signal.aborted) return;
      setErrors(result.kind === 'errors' ? splitErrors(result.errors, FIELDS) : undefined);
      setProblem(requestProblemOf(result));
      if (result.kind === 'ok') {
        setSent(true);
        form.clear(['email']);
      }
    });

  return (
    <Form onSubmit={onSubmit} submittedErrors={errors}>
      {sent && (
        <FormAlert tone="success">
          {t('signIn.recover.sent', { minutes: PASSWORD_RESET_TTL_MINUTES })}
        </FormAlert>
      )}
      <FormErrorsAlert errors={errors?.form} problem={problem} />
      <EmailField
        id="account-recover-email"
        {...form.text('email')}
        label={t('signIn.email')}
        errors={errors?.fields.email}
      />
      <SubmitButton label={t('signIn.recover.submit')} pending={pending} />
    </Form>
  );
}
