import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cx, useLanguage, visuallyHidden } from 'remote-kit';
import {
  COMMON_NAMESPACE,
  type PricedProduct,
  formatMoney,
  formatPercent,
  formatUtcDateTime,
} from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { stockText } from './stock-text';
import table from '../../../shared/ui/data-table.module.css';
import styles from './prices-table.module.css';

interface PricesTableProps {
  products: readonly PricedProduct[];
  /** The products picked one by one; `all` when every product matching the filter is. */
  selected: ReadonlySet<number> | 'all';
  onSelect: (ids: readonly number[], selected: boolean) => void;
  /** The screen's URL with this product open in the side panel. */
  editHref: (id: number) => string;
  /** The product open in the panel, marked. */
  openId: number | undefined;
}

/** The page's products (scrolling sideways on a phone): each picked for a bulk change, or opened to edit. */
export function PricesTable({ products, selected, onSelect, editHref, openId }: PricesTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: commonT } = useTranslation(COMMON_NAMESPACE);
  const language = useLanguage();
  const english = language === 'en-US';
  const isSelected = (id: number) => selected === 'all' || selected.has(id);
  const onPage = products.filter((product) => isSelected(product.id)).length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = onPage > 0 && onPage < products.length;
  }, [onPage, products.length]);

  return (
    <div className={table.scroll} data-testid="prices-table-scroll">
      <table className={cx(table.table, styles.table)}>
        <caption className={visuallyHidden}>{t('prices.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.check}>
              <input
                ref={pageBox}
                type="checkbox"
                aria-label={t('prices.list.selectPage')}
                checked={products.length > 0 && onPage === products.length}
                disabled={selected === 'all'}
                onChange={(event) =>
                  onSelect(
                    products.map((product) => product.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            <th scope="col">{t('prices.list.product')}</th>
            <th scope="col">{t('prices.list.place')}</th>
            <th scope="col" className={table.number}>
              {t('prices.list.listPrice')}
            </th>
            <th scope="col" className={table.number}>
              {t('prices.list.discount')}
            </th>
            <th scope="col" className={table.number}>
              {t('prices.list.price')}
            </th>
            <th scope="col">{t('prices.list.stock')}</th>
            <th scope="col">{t('prices.list.changed')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const name = english ? product.name_en : product.name_es;
            return (
              <tr
                key={product.id}
                className={cx(styles.row, product.id === openId && styles.open)}
                data-testid={`prices-row-${product.id}`}
              >
                <td className={cx(styles.check, table.middle)}>
                  <input
                    type="checkbox"
                    aria-label={t('prices.list.selectProduct', { name })}
                    checked={isSelected(product.id)}
                    disabled={selected === 'all'}
                    onChange={(event) => onSelect([product.id], event.target.checked)}
                  />
                </td>
                <th scope="row">
                  <span className={styles.product}>
                    <img
                      className={styles.image}
                      src={product.image}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                    <span>
                      <Link className={styles.name} to={editHref(product.id)}>
                        {name}
                      </Link>
                      <span className={cx(styles.id, table.muted)}>
                        {t('prices.list.id', { id: product.id })}
                      </span>
                    </span>
                  </span>
                </th>
                <td>
                  {english ? product.collection.name_en : product.collection.name_es}
                  <span className={cx(styles.type, table.muted)}>
                    {english ? product.type_product.name_en : product.type_product.name_es}
                  </span>
                </td>
                <td className={table.number}>{formatMoney(product.list_price, language)}</td>
                <td className={table.number}>
                  {product.discount > 0 ? formatPercent(product.discount, language) : '—'}
                </td>
                <td className={cx(table.number, styles.price)}>{formatMoney(product.price, language)}</td>
                <td>
                  <span className={styles.stock}>{product.stock}</span>
                  <span className={cx(styles.stockNote, product.stock < 10 && styles.low)}>
                    {stockText(commonT, product.stock)}
                  </span>
                </td>
                <td className={cx(table.date, table.muted)}>{formatUtcDateTime(product.changed_at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
