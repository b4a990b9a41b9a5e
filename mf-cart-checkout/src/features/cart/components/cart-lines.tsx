import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type CartItem } from '../cart-rules';
import { CartLine } from './cart-line';
import styles from './cart-line.module.css';
import { visuallyHidden } from 'remote-kit';

/** The cart's lines, with column names above them on desktop. */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="cart-lines-heading">
      <h2 id="cart-lines-heading" className={visuallyHidden}>
        {t('cart.lines.label')}
      </h2>
      <div className={styles.columns} aria-hidden="true">
        <span className={styles.columnProduct}>{t('cart.lines.product')}</span>
        <span className={styles.columnQuantity}>{t('cart.lines.quantity')}</span>
        <span className={styles.columnTotal}>{t('cart.lines.total')}</span>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <CartLine key={item.product.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
