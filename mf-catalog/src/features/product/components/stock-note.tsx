import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMON_NAMESPACE, paths, stockMessage } from 'shared-contracts';
import { cx } from 'remote-kit';
import styles from './product-info.module.css';

/** docs/spec.md §4: 'Ask availability' (a link to the form for this product) at 0, 'Only {stock} units left' under 10, else 'In stock'. */
export function StockNote({ productId, stock }: { productId: number; stock: number }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const message = stockMessage(stock);
  const text = t(`stock.${message.key}`, message.values);
  return (
    <p className={cx(styles.stock, styles[message.key])}>
      <span className={styles.dot} aria-hidden="true" />
      {message.key === 'askAvailability' ? <Link to={paths.askAvailability(productId)}>{text}</Link> : text}
    </p>
  );
}
