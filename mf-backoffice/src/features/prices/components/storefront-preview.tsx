import { useTranslation } from 'react-i18next';
import { visuallyHidden } from 'remote-kit';
import { COMMON_NAMESPACE, LANGUAGES, formatLocaleNumber, formatMoney } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { storefrontPrice } from '../storefront-price';
import { stockText } from './stock-text';
import styles from './storefront-preview.module.css';

interface StorefrontPreviewProps {
  /** The values as typed, when they are valid; undefined while any is not. */
  values: { listPrice: number; discount: number; stock: number } | undefined;
}

/**
 * What the storefront will show once saved, in Castellano and in English side by side
 * whatever the staff member's language: the price to pay, the old one struck through with
 * the save percentage, and the stock message, with the storefront's own rules and words.
 */
export function StorefrontPreview({ values }: StorefrontPreviewProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <section className={styles.preview} aria-labelledby="backoffice-prices-preview-heading">
      <h3 id="backoffice-prices-preview-heading" className={styles.heading}>
        {t('prices.preview.heading')}
      </h3>
      {values ? (
        <div className={styles.languages}>
          {LANGUAGES.map((language) => {
            const own = i18n.getFixedT(language, NAMESPACE);
            const common = i18n.getFixedT(language, COMMON_NAMESPACE);
            const shown = storefrontPrice(values.listPrice, values.discount);
            return (
              <div
                key={language}
                lang={language}
                className={styles.language}
                data-testid={`prices-preview-${language}`}
              >
                <p className={styles.name}>{t(`prices.preview.language.${language}`)}</p>
                <p className={styles.prices}>
                  <span className={shown.original === undefined ? styles.price : styles.reduced}>
                    <span className={visuallyHidden}>{own('prices.preview.price')}: </span>
                    {formatMoney(shown.price, language)}
                  </span>
                  {shown.original !== undefined && (
                    <s className={styles.original}>
                      <span className={visuallyHidden}>{own('prices.preview.original')}: </span>
                      {formatMoney(shown.original, language)}
                    </s>
                  )}
                  {shown.save !== undefined && (
                    <span className={styles.save}>
                      {own('prices.preview.save', { percent: formatLocaleNumber(shown.save, language) })}
                    </span>
                  )}
                </p>
                <p className={styles.stock}>{stockText(common, values.stock)}</p>
              </div>
            );
          })}
        </div>
      ) : (
        <p className={styles.invalid}>{t('prices.preview.invalid')}</p>
      )}
    </section>
  );
}
