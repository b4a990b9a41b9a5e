import { useTranslation } from 'react-i18next';
import { cx, visuallyHidden } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { type CheckoutPage, checkoutSteps } from '../checkout-steps';
import styles from './checkout-steps.module.css';

/** The five steps of the checkout (Address, Delivery, Payment, Confirm, Complete), this page's marked. */
export function CheckoutSteps({ page }: { page: CheckoutPage }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav className={styles.steps} aria-label={t('checkout.steps.label')}>
      <ol className={styles.list}>
        {checkoutSteps(page).map(({ step, state }, index) => (
          <li
            key={step}
            className={cx(styles.step, styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.label}>{t(`checkout.steps.${step}`)}</span>
            {state === 'done' && <span className={visuallyHidden}>{` (${t('checkout.steps.done')})`}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
