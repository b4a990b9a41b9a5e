import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Form, FormErrorsAlert, FormStatus, SubmitButton, TextAreaField } from 'remote-kit/form';
import { PhoneFields } from './phone-fields';
import { SenderFields } from './sender-fields';
import { useContactField } from './use-contact-field';
import { useWriteUsForm } from './use-write-us-form';

/** The support form ('write us'): e-mail, name, phone prefix and number, message. */
export function WriteUsForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { form, errors, pending, sent, send } = useWriteUsForm();
  const field = useContactField('write-us', form, errors.of);

  return (
    <Form onSubmit={() => void send()} submittedErrors={errors.submitted} labelledBy={labelledBy}>
      <SenderFields email={field('email')} name={field('name')} />
      <PhoneFields prefix={field('phonePrefix')} number={field('phoneNumber')} />
      <TextAreaField {...field('message')} rows={6} />
      <FormErrorsAlert errors={errors.form} />
      <SubmitButton
        label={t('contact.writeUs.submit')}
        pendingLabel={t('contact.sending')}
        pending={pending}
      />
      <FormStatus message={sent ? t('contact.writeUs.sent') : undefined} />
    </Form>
  );
}
