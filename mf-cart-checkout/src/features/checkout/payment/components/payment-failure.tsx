import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../../i18n';
import { FormAlert } from 'remote-kit/form';
import styles from './payment-failure.module.css';

/** docs/spec.md §8's payment error with its Support link; the server's own words under it, if any. */
export function PaymentFailure({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const top = useRef<HTMLDivElement>(null);
  // The form that failed may be far below on a phone: the message comes into view.
  // Braces: a browser whose scrollIntoView answers a promise would hand React a "cleanup" to call.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={top} className={styles.failure}>
      <FormAlert tone="error">
        <p>
          {t('checkout.payment.failure')}{' '}
          <Link className={styles.support} to={ROUTES.contact}>
            {t('checkout.payment.support')}
          </Link>
        </p>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        <p className={styles.again}>{t('checkout.payment.tryAgain')}</p>
      </FormAlert>
    </div>
  );
}
