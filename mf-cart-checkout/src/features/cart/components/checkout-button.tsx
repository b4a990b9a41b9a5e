import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useBus } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { startCheckout } from '../checkout-start';
import { cartState } from '../stores/cart-store';
import styles from './checkout-button.module.css';

type Problem = { kind: 'refused'; messages: string[] } | { kind: 'failed' };

/** The checkout button (SPEC.md §4 Checkout start), and what stopped it. */
export function CheckoutButton() {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  const navigate = useNavigate();
  const { checkoutStarting, cartItems } = useSnapshot(cartState);
  const [problem, setProblem] = useState<Problem>();
  const shortLines = cartItems.some((item) => item.errorStockQuantity !== null);

  const start = async () => {
    setProblem(undefined);
    const outcome = await startCheckout(bus);
    if (outcome.kind === 'navigate') navigate(outcome.to);
    else setProblem(outcome);
  };

  return (
    <div className={styles.checkout}>
      <button
        type="button"
        className={styles.button}
        disabled={checkoutStarting || cartItems.length === 0}
        aria-busy={checkoutStarting}
        onClick={() => void start()}
      >
        {checkoutStarting ? t('cart.checkout.busy') : t('cart.checkout.button')}
      </button>
      {problem?.kind === 'failed' && (
        <p className={styles.problem} role="alert">
          {t('cart.checkout.failed')}
        </p>
      )}
      {problem?.kind === 'refused' && (problem.messages.length > 0 || shortLines) && (
        <div className={styles.problem} role="alert">
          <p>{t('cart.checkout.refused')}</p>
          <ul>
            {shortLines && <li>{t('cart.checkout.shortLines')}</li>}
            {problem.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
