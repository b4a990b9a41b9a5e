import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useBus } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { startCheckout } from '../checkout-start';
import { cartState } from '../stores/cart-store';
import styles from './checkout-button.module.css';

/**
 * The checkout button (docs/spec.md §4 Checkout start), and what stopped the last start (this
 * button's, or the one after a guest's sign-in, who is then sent back here). Busy while a
 * start runs, and while a sign-in's merge runs: the cart shown is not the server's yet.
 */
export function CheckoutButton() {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  const navigate = useNavigate();
  const { checkoutStarting, merging, cartItems, checkoutProblem: problem } = useSnapshot(cartState);
  const busy = checkoutStarting || merging;
  const shortLines = cartItems.some((item) => item.errorStockQuantity !== null);

  const start = async () => {
    const outcome = await startCheckout(bus);
    if (outcome.kind === 'navigate') navigate(outcome.to);
  };

  return (
    <div className={styles.checkout}>
      <button
        type="button"
        className={styles.button}
        disabled={busy || cartItems.length === 0}
        aria-busy={busy}
        onClick={() => void start()}
      >
        {busy ? t('cart.checkout.busy') : t('cart.checkout.button')}
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
