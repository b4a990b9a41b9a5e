import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, paths } from 'shared-contracts';
import { useLanguage, visuallyHidden } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { type CartItem } from '../cart-rules';
import { lineTotal } from '../line-rules';
import { removeFromCart } from '../stores/cart-actions';
import { QuantityAdjuster } from './quantity-adjuster';
import { StockShortage } from './stock-shortage';
import { UnitPrice } from './unit-price';
import styles from './cart-line.module.css';

/** One line: image and name (to the product), unit price, quantity, line total, remove; its shortage below. */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { id, name, image, price, discount, old_price: oldPrice } = item.product;
  const productPath = paths.product(id);
  return (
    <li className={styles.line}>
      <Link className={styles.imageLink} to={productPath} tabIndex={-1} aria-hidden="true">
        <img className={styles.image} src={image} alt="" width={96} height={96} loading="lazy" />
      </Link>
      <div className={styles.product}>
        <h3 className={styles.name}>
          <Link to={productPath}>{name}</Link>
        </h3>
        <UnitPrice price={price} discount={discount} oldPrice={oldPrice} />
      </div>
      <div className={styles.quantity}>
        <QuantityAdjuster item={item} />
      </div>
      <p className={styles.total}>
        <span className={visuallyHidden}>{t('cart.lines.lineTotal')}: </span>
        {formatMoney(lineTotal(item), language)}
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('cart.lines.removeLabel', { name })}
        onClick={() => removeFromCart(id)}
      >
        {t('cart.lines.remove')}
      </button>
      {item.errorStockQuantity !== null && (
        <div className={styles.shortage}>
          <StockShortage item={item} available={item.errorStockQuantity} />
        </div>
      )}
    </li>
  );
}
