import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, useSubmission } from 'remote-kit';
import { inviteStaffCall } from 'shared-contracts';
import {
  Form,
  FormErrorsAlert,
  FormStatus,
  type RequestProblem,
  SubmitButton,
  TextField,
  requestProblemOf,
  splitErrors,
  useFieldErrors,
  useFormText,
  useFormValues,
} from 'remote-kit/form';
import { NAMESPACE } from '../../../i18n';
import styles from './invite-staff-form.module.css';

const FIELDS = ['email'] as const;

/**
 * A signed-in staff member invites a colleague by e-mail (issue 10): the API mails a
 * single-use link. Its errors (not an e-mail, an account that exists) show under the field
 * until it is edited; a success is said in the form and empties it.
 */
export function InviteStaffForm({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const formText = useFormText();
  const errors = useFieldErrors<'email'>();
  const form = useFormValues({ email: '' }, { onSet: () => errors.edited('email') });
  const { pending, submit } = useSubmission();
  const [problem, setProblem] = useState<RequestProblem>();
  const [sent, setSent] = useState<string>();

  const onSubmit = () =>
    void submit(async (signal) => {
      const { email } = form.values;
      setProblem(undefined);
      setSent(undefined);
      const result = await apiClient().call(
        inviteStaffCall,
        { body: { email, user_id: userId } },
        { signal },
      );
      if (signal.aborted) return;
      if (result.kind === 'ok') {
        errors.show(undefined);
        form.clear(['email']);
        setSent(t('staffInvite.sent', { email: email.trim() }));
      } else if (result.kind === 'errors') {
        errors.show(splitErrors(result.errors, FIELDS));
      } else {
        errors.show(undefined);
        setProblem(requestProblemOf(result));
      }
    });

  return (
    <Form onSubmit={onSubmit} submittedErrors={errors.submitted}>
      <FormErrorsAlert errors={errors.form} problem={problem} />
      <div className={styles.row}>
        <TextField
          id="backoffice-invite-email"
          {...form.text('email')}
          type="email"
          // A colleague's address: the browser's own e-mail would be the wrong one to offer.
          autoComplete="off"
          placeholder={formText('emailPlaceholder')}
          label={t('staffInvite.email')}
          errors={errors.of('email')}
          className={styles.email}
        />
        <SubmitButton
          label={t('staffInvite.submit')}
          pendingLabel={t('staffInvite.pending')}
          pending={pending}
          className={styles.submit}
        />
      </div>
      <FormStatus message={sent} />
    </Form>
  );
}
