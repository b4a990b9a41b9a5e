import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { apiClient, buttonStyles, useLanguage } from 'remote-kit';
import { CheckboxField, FormField, TextField, formStyles } from 'remote-kit/form';
import {
  PRICE_SEARCH_MAX_LENGTH,
  PRICE_SORTS,
  PRICE_STOCK_FILTERS,
  type PriceCategoriesAnswer,
  ROUTES,
  SORT_DIRECTIONS,
} from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { type PricesQuery, isFiltered, pricesHref } from '../prices-query';
import { priceCategoriesQuery } from '../queries/price-categories-query';
import styles from './prices-filters.module.css';

type Collection = PriceCategoriesAnswer['collections'][number];

const SORT_LABELS = {
  name: 'sortName',
  price: 'sortPrice',
  stock: 'sortStock',
  changed: 'sortChanged',
} as const;
const STOCK_LABELS = { low: 'stockLow', out: 'stockOut' } as const;

/** The types a collection has, or every collection's once each when none is chosen. */
function typesOf(collections: readonly Collection[], key: string) {
  const chosen = collections.filter((collection) => !key || collection.key === key);
  const seen = new Set<string>();
  return chosen
    .flatMap((collection) => collection.types)
    .filter((type) => !seen.has(type.slug) && seen.add(type.slug));
}

/**
 * The screen's search, filters and order. Each choice applies at once (the search on Enter or
 * its button), from page 1, replacing the URL's entry; the page remounts this with the URL's
 * view, so back and forward show theirs.
 */
export function PricesFilters({ query, userId }: { query: PricesQuery; userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const english = useLanguage() === 'en-US';
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.search);
  const categories = useQuery(priceCategoriesQuery(apiClient(), userId));
  const collections = categories.data?.collections ?? [];
  const nameOf = (item: { name_es: string; name_en: string }) => (english ? item.name_en : item.name_es);

  const apply = (change: Partial<PricesQuery>) =>
    navigate(pricesHref({ ...query, search: search.trim(), ...change, page: 1 }), { replace: true });

  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <FormField id={id} label={label} className={styles.select}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('prices.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <div className={styles.searchRow}>
        <TextField
          id="backoffice-prices-search"
          name="search"
          type="search"
          label={t('prices.filters.search')}
          placeholder={t('prices.filters.searchPlaceholder')}
          maxLength={PRICE_SEARCH_MAX_LENGTH}
          autoComplete="off"
          value={search}
          onChange={setSearch}
          className={styles.search}
        />
        <button type="submit" className={`${formStyles.submit} ${styles.apply}`}>
          {t('prices.filters.submit')}
        </button>
        {isFiltered(query) && (
          <Link className={buttonStyles.secondary} to={ROUTES.backofficePrices} replace>
            {t('prices.filters.clear')}
          </Link>
        )}
      </div>
      <div className={styles.choices}>
        {select(
          'backoffice-prices-collection',
          t('prices.filters.collection'),
          query.collection,
          (collection) =>
            apply({
              collection,
              type: typesOf(collections, collection).some((type) => type.slug === query.type)
                ? query.type
                : '',
            }),
          [
            { value: '', label: t('prices.filters.allCollections') },
            ...collections.map((collection) => ({ value: collection.key, label: nameOf(collection) })),
            // A key in the URL the list has not (yet) got stays chosen rather than vanish.
            ...(query.collection && !collections.some((c) => c.key === query.collection)
              ? [{ value: query.collection, label: query.collection }]
              : []),
          ],
        )}
        {select('backoffice-prices-type', t('prices.filters.type'), query.type, (type) => apply({ type }), [
          { value: '', label: t('prices.filters.allTypes') },
          ...typesOf(collections, query.collection).map((type) => ({
            value: type.slug,
            label: nameOf(type),
          })),
          ...(query.type && !typesOf(collections, query.collection).some((type) => type.slug === query.type)
            ? [{ value: query.type, label: query.type }]
            : []),
        ])}
        {select(
          'backoffice-prices-stock',
          t('prices.filters.stock'),
          query.stock ?? '',
          (stock) => apply({ stock: PRICE_STOCK_FILTERS.find((value) => value === stock) }),
          [
            { value: '', label: t('prices.filters.stockAll') },
            ...PRICE_STOCK_FILTERS.map((value) => ({
              value,
              label: t(`prices.filters.${STOCK_LABELS[value]}`),
            })),
          ],
        )}
        {select(
          'backoffice-prices-sort',
          t('prices.filters.sort'),
          query.sort,
          (sort) => apply({ sort: PRICE_SORTS.find((value) => value === sort) ?? 'name' }),
          PRICE_SORTS.map((value) => ({ value, label: t(`prices.filters.${SORT_LABELS[value]}`) })),
        )}
        {select(
          'backoffice-prices-dir',
          t('prices.filters.dir'),
          query.dir,
          (dir) => apply({ dir: SORT_DIRECTIONS.find((value) => value === dir) ?? 'asc' }),
          SORT_DIRECTIONS.map((value) => ({ value, label: t(`prices.filters.${value}`) })),
        )}
        <div className={styles.sale}>
          <CheckboxField
            id="backoffice-prices-sale"
            name="sale"
            label={t('prices.filters.sale')}
            checked={query.sale}
            onChange={(sale) => apply({ sale })}
          />
        </div>
      </div>
      {categories.isError && <p className={styles.note}>{t('prices.filters.categoriesError')}</p>}
    </form>
  );
}
