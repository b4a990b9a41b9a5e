import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { type CartItem } from '../cart-rules';
import { acceptAvailableUnits } from '../stores/cart-actions';
import styles from './stock-shortage.module.css';

/**
 * A line short of stock (docs/spec.md §8): 'There are not {quantity} available', Accept (the line
 * takes the units available, or goes when there are none) and a link to ask availability.
 */
export function StockShortage({ item, available }: { item: CartItem; available: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.shortage} role="alert">
      <p className={styles.message}>{t('cart.stock.shortage', { quantity: item.quantity })}</p>
      <p className={styles.hint}>
        {available > 0 ? t('cart.stock.keeps', { count: available }) : t('cart.stock.removes')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => acceptAvailableUnits(item.product.id)}>
          {t('cart.stock.accept')}
        </button>
        <Link className={styles.ask} to={paths.askAvailability(item.product.id)}>
          {t('cart.stock.askAvailability')}
        </Link>
      </div>
    </div>
  );
}
