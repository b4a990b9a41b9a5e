import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from 'remote-kit';
import {
  Form,
  FormErrorsAlert,
  NewPasswordFields,
  SubmitButton,
  TextField,
  useExamplePassword,
  useFormValues,
  useSignInForm,
} from 'remote-kit/form';
import { ROUTES, registerStaffCall } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { usePublishStaffSignIn } from '../../../shared/staff/publish-staff-sign-in';

const FIELDS = ['email', 'password', 'repeatPassword'] as const;
const PASSWORD_FIELDS = ['password', 'repeatPassword'] as const;

interface SetPasswordFormProps {
  /** The invitation's e-mail and code, from the link. */
  email: string;
  code: string;
  /** The link stopped working meanwhile (used, expired): the page shows the registration error. */
  onLinkRefused: () => void;
}

/**
 * A new staff member's password and its repetition (docs/spec.md §2), under the invited e-mail
 * (shown, not editable: it is the link's); then signed in, on to /backoffice.
 */
export function SetPasswordForm({ email, code, onLinkRefused }: SetPasswordFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const placeholder = useExamplePassword();
  const form = useFormValues({ email, password: '', repeatPassword: '' });
  const auth = useSignInForm({
    fields: FIELDS,
    passwordFields: PASSWORD_FIELDS,
    onSignedIn: usePublishStaffSignIn(),
    returnTo: ROUTES.backoffice,
    logProblems: true,
  });

  const onSubmit = () => {
    const { password, repeatPassword } = form.values;
    void auth.send(
      (signal) =>
        apiClient().call(
          registerStaffCall,
          { body: { email, code, password, repeat_password: repeatPassword } },
          { signal },
        ),
      { rememberMe: false, clear: form.clear },
    );
  };

  const linkRefused = Boolean(auth.errors?.form.code?.length);
  useEffect(() => {
    if (linkRefused) onLinkRefused();
  }, [linkRefused, onLinkRefused]);

  return (
    <Form onSubmit={onSubmit} submittedErrors={auth.errors}>
      <FormErrorsAlert errors={auth.errors?.form} problem={auth.problem} />
      <TextField
        id="backoffice-register-email"
        name="email"
        type="email"
        autoComplete="username"
        readOnly
        label={t('staffSignIn.email')}
        value={email}
        onChange={() => undefined}
        errors={auth.errors?.fields.email}
      />
      <NewPasswordFields
        idPrefix="backoffice-register"
        form={form}
        errors={auth.errors?.fields}
        labels={{
          password: t('staffSignIn.register.password'),
          repeat: t('staffSignIn.register.repeatPassword'),
        }}
        placeholder={placeholder}
      />
      <SubmitButton label={t('staffSignIn.register.submit')} pending={auth.pending} />
    </Form>
  );
}
