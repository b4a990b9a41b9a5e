import { DEFAULT_PHONE_PREFIX, STUDIO } from 'shared-contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Form, SubmitButton, TextAreaField, TextField, useFieldErrors, useFormValues } from 'remote-kit/form';
import { type WhatsAppRequest, whatsAppErrors, whatsAppPhone, whatsAppUrl } from '../whatsapp';
import { PhoneFields } from './phone-fields';
import { useContactField } from './use-contact-field';

const EMPTY: Record<keyof WhatsAppRequest, string> = {
  name: '',
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phoneNumber: '',
  message: '',
};

/**
 * The WhatsApp form (docs/spec.md §5, §7): name and phone number required; on submit a chat with
 * the studio opens in a new tab, the customer's name, phone and message already written.
 */
export function WhatsAppForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation(NAMESPACE);
  const errors = useFieldErrors<keyof WhatsAppRequest>();
  const form = useFormValues(EMPTY, { onSet: errors.edited });
  // The messages are keys, said in the language shown.
  const field = useContactField('whatsapp', form, (name) => errors.of(name)?.map((key) => t(key)));

  const onSubmit = () => {
    const { values } = form;
    const found = whatsAppErrors(values);
    errors.show({ fields: found, form: {} });
    if (Object.keys(found).length > 0) return;
    const text = t('contact.whatsApp.text', {
      name: values.name.trim(),
      phone: whatsAppPhone(values),
      message: values.message.trim(),
    }).trim();
    window.open(whatsAppUrl(STUDIO.whatsApp, text), '_blank', 'noopener,noreferrer');
  };

  return (
    <Form onSubmit={onSubmit} submittedErrors={errors.submitted} labelledBy={labelledBy}>
      <TextField {...field('name')} type="text" autoComplete="name" aria-required="true" />
      <PhoneFields prefix={field('phonePrefix')} number={field('phoneNumber')} required />
      <TextAreaField {...field('message')} rows={4} />
      <SubmitButton
        label={t('contact.whatsApp.submit')}
        note={t('contact.whatsApp.newTab')}
        pending={false}
      />
    </Form>
  );
}
