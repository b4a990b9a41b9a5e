import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type OrderLine, formatMoney, paths } from 'shared-contracts';
import { useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { lineTotal } from '../order-totals';
import styles from './order-lines.module.css';

interface OrderLinesProps {
  lines: readonly OrderLine[];
  /** An image that failed after its preload: its line goes (docs/spec.md §7). */
  onImageError: (image: string) => void;
}

/** An order's lines: image, name (to the product), unit price, quantity and line total. */
export function OrderLines({ lines, onImageError }: OrderLinesProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={`${line.productId}:${line.price}`} className={styles.line}>
          <img
            className={styles.image}
            src={line.image}
            alt=""
            width={112}
            height={112}
            onError={() => onImageError(line.image)}
          />
          <div className={styles.info}>
            <Link className={styles.name} to={paths.product(line.productId)}>
              {line.name}
            </Link>
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt>{t('orders.detail.unitPrice')}</dt>
                <dd>{formatMoney(line.price, language)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{t('orders.detail.amount')}</dt>
                <dd>{line.amount}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{t('orders.detail.lineTotal')}</dt>
                <dd>{formatMoney(lineTotal(line), language)}</dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
