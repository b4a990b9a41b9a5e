import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { Form, FormAlert, FormErrorsAlert, formStyles, SubmitButton, TextAreaField } from 'remote-kit/form';
import { useAskAvailabilityForm } from './use-ask-availability-form';
import { SenderFields } from './sender-fields';
import { useContactField } from './use-contact-field';

interface AskAvailabilityFormProps {
  productId: number;
  productName: string;
  labelledBy: string;
}

/** E-mail, name and message about one product; once sent, the thanks instead. */
export function AskAvailabilityForm({ productId, productName, labelledBy }: AskAvailabilityFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const suggested = t('contact.askAvailability.suggestedMessage', { name: productName });
  const { form, errors, pending, failed, sent, send } = useAskAvailabilityForm(productId, suggested);
  const field = useContactField('availability', form, errors.of);

  if (sent)
    return (
      <div className={formStyles.stack}>
        <FormAlert tone="success">
          {t('contact.askAvailability.sent', { name: productName, email: sent.email })}
        </FormAlert>
        <p>
          <Link to={paths.product(productId)}>{t('contact.askAvailability.backToProduct')}</Link>
          {' · '}
          <Link to={ROUTES.home}>{t('contact.askAvailability.toShop')}</Link>
        </p>
      </div>
    );

  return (
    <Form onSubmit={() => void send()} submittedErrors={errors.submitted} labelledBy={labelledBy}>
      <SenderFields email={field('email')} name={field('name')} />
      <TextAreaField {...field('message')} rows={6} />
      {failed ? (
        <FormAlert tone="error">{t('contact.askAvailability.failed')}</FormAlert>
      ) : (
        <FormErrorsAlert errors={errors.form} />
      )}
      <SubmitButton
        label={t('contact.askAvailability.submit')}
        pendingLabel={t('contact.sending')}
        pending={pending}
      />
    </Form>
  );
}
