import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { FormField } from './form-field';
import { PhonePrefixInput } from './phone-prefix-input';
import { type WriteUsField, useWriteUsForm } from './use-write-us-form';
import styles from './form.module.css';

const id = (field: WriteUsField) => `account-write-us-${field}`;

/** The support form ('write us'): e-mail, name, phone prefix and number, message. */
export function WriteUsForm() {
  const { t } = useTranslation(NAMESPACE);
  const { values, errors, sending, sent, change, submit } = useWriteUsForm();
  const label = (field: WriteUsField) => t(`contact.writeUs.${field}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await submit();
    if (invalid) document.getElementById(id(invalid))?.focus();
  };

  const text = (field: Exclude<WriteUsField, 'phonePrefix'>, type: string, autoComplete: string) => (
    <FormField id={id(field)} label={label(field)} errors={errors.byField[field]}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={field}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="account-write-us-heading">
      <div className={styles.row}>
        {text('email', 'email', 'email')}
        {text('name', 'text', 'name')}
      </div>
      <div className={styles.phone}>
        <FormField id={id('phonePrefix')} label={label('phonePrefix')} errors={errors.byField.phonePrefix}>
          {(control) => (
            <PhonePrefixInput
              {...control}
              value={values.phonePrefix}
              onChange={(digits) => change('phonePrefix', digits)}
            />
          )}
        </FormField>
        {text('phoneNumber', 'tel', 'tel-national')}
      </div>
      <FormField id={id('message')} label={label('message')} errors={errors.byField.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </FormField>
      {errors.other.length > 0 && (
        <p className={styles.alert} role="alert">
          {errors.other.join(' ')}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('contact.writeUs.sending') : t('contact.writeUs.submit')}
      </button>
      <div role="status">{sent && <p className={styles.success}>{t('contact.writeUs.sent')}</p>}</div>
    </form>
  );
}
