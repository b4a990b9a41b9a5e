import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { buttonStyles } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import styles from '../cart-page.module.css';

/** The message of an empty cart, with a way back to the shop. */
export function EmptyCart() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{t('cart.empty.text')}</p>
      <p className={styles.emptyHint}>{t('cart.empty.hint')}</p>
      <Link className={buttonStyles.secondary} to={ROUTES.home}>
        {t('cart.empty.toShop')}
      </Link>
    </div>
  );
}
