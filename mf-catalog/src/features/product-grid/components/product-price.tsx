import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, formatMoney, originalPrice, savePercent } from 'shared-contracts';
import { cx, useLanguage, visuallyHidden } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import styles from './product-price.module.css';

interface ProductPriceProps {
  price: number;
  discount: number;
  /** The list price the catalogue sent (`old_price`); without it, derived from price and discount. */
  oldPrice?: number | undefined;
  size?: 'tile' | 'page';
}

/** The price to pay; with a discount, the old price struck through and the save percentage. */
export function ProductPrice({ price, discount, oldPrice, size = 'tile' }: ProductPriceProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const original = originalPrice(price, discount, oldPrice);
  const percent = savePercent(discount);
  return (
    <p className={cx(styles.price, styles[size])}>
      <span className={cx(styles.current, original !== undefined && styles.reduced)}>
        <span className={visuallyHidden}>{t('price.current')}: </span>
        {formatMoney(price, language)}
      </span>
      {original !== undefined && (
        <>
          <s className={styles.original}>
            <span className={visuallyHidden}>{t('price.original')}: </span>
            {formatMoney(original, language)}
          </s>
          {percent !== undefined && (
            <span className={styles.save}>
              {t('price.save', { percent: formatLocaleNumber(percent, language) })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
