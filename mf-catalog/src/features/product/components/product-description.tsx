import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import styles from './product-description.module.css';

interface ProductDescriptionProps {
  description: string;
  width: number;
  height: number;
  long: number;
}

/** The description and the product's width, height and length in centimetres. */
export function ProductDescription({ description, width, height, long }: ProductDescriptionProps) {
  const { t } = useTranslation(NAMESPACE);
  const sizes = [
    ['width', width],
    ['height', height],
    ['length', long],
  ] as const;
  return (
    <section className={styles.box}>
      <div>
        <h2 className={styles.heading}>{t('product.description')}</h2>
        <p className={styles.text}>{description}</p>
      </div>
      <div>
        <h2 className={styles.heading}>{t('product.dimensions')}</h2>
        <dl className={styles.sizes}>
          {sizes.map(([key, value]) => (
            <div key={key} className={styles.size}>
              <dt>{t(`product.${key}`)}</dt>
              <dd>{t('product.centimetres', { value })}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
