import { useTranslation } from 'react-i18next';
import { formatMoney, formatLocaleNumber, originalPrice, savePercent } from 'shared-contracts';
import { useLanguage, visuallyHidden } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import styles from './cart-line.module.css';

interface UnitPriceProps {
  price: number;
  discount: number;
  /** The list price the catalogue sent; a line kept from before without it has it derived. */
  oldPrice?: number | undefined;
}

/** The unit price as the catalogue shows it: with a discount, the old price struck through. */
export function UnitPrice({ price, discount, oldPrice }: UnitPriceProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const original = originalPrice(price, discount, oldPrice);
  const percent = savePercent(discount);
  return (
    <p className={styles.unitPrice}>
      <span className={original === undefined ? styles.current : styles.reduced}>
        <span className={visuallyHidden}>{t('cart.lines.currentPrice')}: </span>
        {formatMoney(price, language)}
      </span>
      {original !== undefined && (
        <>
          <s className={styles.original}>
            <span className={visuallyHidden}>{t('cart.lines.originalPrice')}: </span>
            {formatMoney(original, language)}
          </s>
          {percent !== undefined && (
            <span className={styles.save}>
              {t('cart.lines.save', { percent: formatLocaleNumber(percent, language) })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
