import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { DEFAULT_PHONE_PREFIX } from '../phone-prefix';
import { STUDIO } from '../studio';
import {
  type WhatsAppField,
  type WhatsAppRequest,
  whatsAppErrors,
  whatsAppPhone,
  whatsAppUrl,
} from '../whatsapp';
import { FormField } from './form-field';
import { PhonePrefixInput } from './phone-prefix-input';
import styles from './form.module.css';

type Field = keyof WhatsAppRequest;
const id = (field: Field) => `account-whatsapp-${field}`;
const EMPTY: WhatsAppRequest = { name: '', phonePrefix: DEFAULT_PHONE_PREFIX, phoneNumber: '', message: '' };

/**
 * The WhatsApp form (SPEC.md §5, §7): name and phone number required; on submit a chat with
 * the studio opens in a new tab, the customer's name, phone and message already written.
 */
export function WhatsAppForm() {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<WhatsAppRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<WhatsAppField, string>>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = whatsAppErrors(values);
    setErrors(found);
    const invalid = (['name', 'phoneNumber'] as const).find((field) => found[field]);
    if (invalid) {
      document.getElementById(id(invalid))?.focus();
      return;
    }
    const text = t('contact.whatsApp.text', {
      name: values.name.trim(),
      phone: whatsAppPhone(values),
      message: values.message.trim(),
    }).trim();
    window.open(whatsAppUrl(STUDIO.whatsApp, text), '_blank', 'noopener,noreferrer');
  };

  const messages = (field: WhatsAppField) => {
    const key = errors[field];
    return key ? [t(key)] : undefined;
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="account-whatsapp-heading">
      <FormField id={id('name')} label={t('contact.whatsApp.name')} errors={messages('name')}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="name"
            autoComplete="name"
            aria-required="true"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.phone}>
        <FormField id={id('phonePrefix')} label={t('contact.whatsApp.phonePrefix')}>
          {(control) => (
            <PhonePrefixInput
              {...control}
              value={values.phonePrefix}
              onChange={(digits) => change('phonePrefix', digits)}
            />
          )}
        </FormField>
        <FormField
          id={id('phoneNumber')}
          label={t('contact.whatsApp.phoneNumber')}
          errors={messages('phoneNumber')}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              name="phoneNumber"
              autoComplete="tel-national"
              aria-required="true"
              value={values.phoneNumber}
              onChange={(event) => change('phoneNumber', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id={id('message')} label={t('contact.whatsApp.message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className={styles.submit}>
        {t('contact.whatsApp.submit')}
        <span className={styles.hidden}>{` ${t('contact.whatsApp.newTab')}`}</span>
      </button>
    </form>
  );
}
