import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { EmailField } from '../../../shared/form/email-field';
import { FormErrorsAlert } from '../../../shared/form/form-errors-alert';
import { FormStatus } from '../../../shared/form/form-status';
import { SubmitButton } from '../../../shared/form/submit-button';
import { TextAreaField } from '../../../shared/form/text-area-field';
import { TextField } from '../../../shared/form/text-field';
import { useFocusFirstInvalid } from '../../../shared/form/use-focus-first-invalid';
import formStyles from '../../../shared/form/form.module.css';
import { PhoneFields } from './phone-fields';
import { useContactField } from './use-contact-field';
import { useWriteUsForm } from './use-write-us-form';

/** The support form ('write us'): e-mail, name, phone prefix and number, message. */
export function WriteUsForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { form, errors, pending, sent, send } = useWriteUsForm();
  const field = useContactField('write-us', form, errors.of);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors.submitted);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form
      ref={formRef}
      className={formStyles.stack}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <div className={formStyles.pair}>
        <EmailField {...field('email')} />
        <TextField {...field('name')} type="text" autoComplete="name" />
      </div>
      <PhoneFields prefix={field('phonePrefix')} number={field('phoneNumber')} />
      <TextAreaField {...field('message')} rows={6} />
      <FormErrorsAlert errors={errors.form} />
      <SubmitButton
        label={t('contact.writeUs.submit')}
        pendingLabel={t('contact.sending')}
        pending={pending}
      />
      <FormStatus message={sent ? t('contact.writeUs.sent') : undefined} />
    </form>
  );
}
