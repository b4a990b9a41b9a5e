import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type CartItem, canIncrement } from '../cart-rules';
import { decrementQuantity, incrementQuantity } from '../stores/cart-actions';
import styles from './quantity-adjuster.module.css';

/** − quantity +: + only while another unit is in stock; − at 1 removes the line (docs/spec.md §4). */
export function QuantityAdjuster({ item }: { item: CartItem }) {
  const { t } = useTranslation(NAMESPACE);
  const { id, name } = item.product;
  const more = canIncrement(item);
  return (
    <div className={styles.adjuster} role="group" aria-label={t('cart.quantity.label', { name })}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('cart.quantity.decrease', { name })}
        onClick={() => decrementQuantity(id)}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite">
        {item.quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t('cart.quantity.increase', { name })}
        title={more ? undefined : t('cart.quantity.atStock')}
        disabled={!more}
        onClick={() => incrementQuantity(id)}
      >
        +
      </button>
    </div>
  );
}
