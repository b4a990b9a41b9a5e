import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { buttonStyles } from 'remote-kit';
import { FormField, TextField, formStyles } from 'remote-kit/form';
import { EMAIL_MAX_LENGTH, ORDER_STATUSES, ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { type OrdersQuery, isFiltered, ordersHref } from '../orders-query';
import { useStatusLabel } from './status-badge';
import styles from './orders-filters.module.css';

/**
 * The list's status filter and its search by order code or e-mail. Applying them starts at
 * page 1 and writes them into the URL (a new history entry: back returns to the previous
 * view). The page remounts this with the URL's view, so back and forward show theirs.
 */
export function OrdersFilters({ query }: { query: OrdersQuery }) {
  const { t } = useTranslation(NAMESPACE);
  const statusLabel = useStatusLabel();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(query.status ?? '');
  const [search, setSearch] = useState(query.search);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('orders.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        const next = {
          page: 1,
          status: ORDER_STATUSES.find((value) => value === status),
          search: search.trim(),
        };
        navigate(ordersHref(next));
      }}
    >
      <FormField id="backoffice-orders-status" label={t('orders.filters.status')} className={styles.status}>
        {(control) => (
          <select
            {...control}
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">{t('orders.filters.allStatuses')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id="backoffice-orders-search"
        name="search"
        type="search"
        label={t('orders.filters.search')}
        placeholder={t('orders.filters.searchPlaceholder')}
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="off"
        value={search}
        onChange={setSearch}
        className={styles.search}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${formStyles.submit} ${styles.apply}`}>
          {t('orders.filters.submit')}
        </button>
        {isFiltered(query) && (
          <Link className={buttonStyles.secondary} to={ROUTES.backofficeOrders}>
            {t('orders.filters.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
