import { useTranslation } from 'react-i18next';
import { cx, useLanguage, visuallyHidden } from 'remote-kit';
import { type Coupon, formatPercent } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import table from '../../../shared/ui/data-table.module.css';
import styles from './coupons-table.module.css';

/** The live coupons: code, discount, and a button to delete each (after a confirmation). */
export function CouponsTable({
  coupons,
  onDelete,
}: {
  coupons: readonly Coupon[];
  onDelete: (code: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <table className={table.table}>
      <caption className={visuallyHidden}>{t('discountCodes.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('discountCodes.list.code')}</th>
          <th scope="col" className={table.number}>
            {t('discountCodes.list.discount')}
          </th>
          <th scope="col" className={cx(table.number, styles.actions)}>
            <span className={visuallyHidden}>{t('discountCodes.list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.code}>
            <th scope="row" className={cx(styles.code, table.middle)}>
              {coupon.code}
            </th>
            <td className={cx(table.number, table.middle)}>{formatPercent(coupon.discount, language)}</td>
            <td className={cx(table.number, table.middle, styles.actions)}>
              <button
                type="button"
                className={styles.delete}
                aria-label={t('discountCodes.list.deleteLabel', { code: coupon.code })}
                onClick={() => onDelete(coupon.code)}
              >
                {t('discountCodes.list.delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
