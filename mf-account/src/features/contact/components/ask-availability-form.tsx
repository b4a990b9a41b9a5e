import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { FormField } from './form-field';
import { type AskAvailabilityField, useAskAvailabilityForm } from './use-ask-availability-form';
import styles from './form.module.css';

const id = (field: AskAvailabilityField) => `account-availability-${field}`;

interface AskAvailabilityFormProps {
  productId: number;
  productName: string;
}

/** E-mail, name and message about one product; once sent, the thanks instead. */
export function AskAvailabilityForm({ productId, productName }: AskAvailabilityFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const suggested = t('contact.askAvailability.suggestedMessage', { name: productName });
  const { values, errors, sending, failed, sent, change, submit } = useAskAvailabilityForm(
    productId,
    suggested,
  );

  if (sent)
    return (
      <div className={styles.form} role="status">
        <p className={styles.success}>
          {t('contact.askAvailability.sent', { name: productName, email: sent.email })}
        </p>
        <p>
          <Link to={paths.product(productId)}>{t('contact.askAvailability.backToProduct')}</Link>
          {' · '}
          <Link to={ROUTES.home}>{t('contact.askAvailability.toShop')}</Link>
        </p>
      </div>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await submit();
    if (invalid) document.getElementById(id(invalid))?.focus();
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="account-availability-heading"
    >
      <div className={styles.row}>
        <FormField id={id('email')} label={t('contact.askAvailability.email')} errors={errors.byField.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={id('name')} label={t('contact.askAvailability.name')} errors={errors.byField.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={id('message')}
        label={t('contact.askAvailability.message')}
        errors={errors.byField.message}
      >
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
      {(errors.other.length > 0 || failed) && (
        <p className={styles.alert} role="alert">
          {failed ? t('contact.askAvailability.failed') : errors.other.join(' ')}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('contact.askAvailability.sending') : t('contact.askAvailability.submit')}
      </button>
    </form>
  );
}
