import { useTranslation } from 'react-i18next';
import { cx, useLanguage, visuallyHidden } from 'remote-kit';
import { type BulkPreviewAnswer, type PriceState, formatMoney, formatPercent } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import table from '../../../shared/ui/data-table.module.css';
import styles from './bulk-dialog.module.css';

interface BulkDialogProps {
  preview: BulkPreviewAnswer;
  /** The change in words: 'Descuento (%): 20'. */
  change: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of a bulk change: how many products, how many it would put out of bounds
 * (then it cannot be applied, and says why), a sample before and after, and the rounding rule.
 */
export function BulkDialog({ preview, change, pending, onConfirm, onCancel }: BulkDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const blocked = preview.count === 0 || preview.out_of_bounds > 0;
  const fromTo = (before: string, after: string) => (before === after ? after : `${before} → ${after}`);
  const columns: Array<[label: string, show: (state: PriceState) => string]> = [
    [t('prices.list.listPrice'), (state) => formatMoney(state.list_price, language)],
    [t('prices.list.discount'), (state) => formatPercent(state.discount, language)],
    [t('prices.list.price'), (state) => formatMoney(state.price, language)],
    [t('prices.list.stock'), (state) => String(state.stock)],
  ];

  return (
    <ConfirmDialog
      title={t('prices.confirm.title', { count: preview.count })}
      confirmLabel={t('prices.confirm.apply', { count: preview.count })}
      confirmDisabled={blocked}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('prices.confirm.change', { change })}</p>
      <p data-testid="prices-bulk-count">
        {preview.count === 0 ? t('prices.confirm.none') : t('prices.confirm.count', { count: preview.count })}
      </p>
      {preview.out_of_bounds > 0 && (
        <p className={styles.blocked} data-testid="prices-bulk-out-of-bounds">
          {t('prices.confirm.outOfBounds', { count: preview.out_of_bounds })}
        </p>
      )}
      <p className={styles.rounding}>{t('prices.confirm.rounding')}</p>
      {preview.sample.length > 0 && (
        <div className={cx(table.scroll, styles.sample)}>
          <table className={table.table}>
            <caption className={styles.caption}>{t('prices.confirm.sample')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('prices.list.product')}</th>
                {columns.map(([label]) => (
                  <th key={label} scope="col" className={table.number}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.sample.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.name}
                    <span className={visuallyHidden}> ({t('prices.list.id', { id: item.id })})</span>
                  </th>
                  {columns.map(([label, show]) => (
                    <td key={label} className={table.number}>
                      {fromTo(show(item.before), show(item.after))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ConfirmDialog>
  );
}
