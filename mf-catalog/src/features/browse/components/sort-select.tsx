import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, SORT_OPTIONS, type SortOption, isSortOption } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { BROWSE_PARAMS } from '../browse-query';
import styles from './sort-select.module.css';

interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}

/** Sort dropdown: Best selling (the default) first, then the name and price orders. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation([NAMESPACE, COMMON_NAMESPACE]);
  return (
    <label className={styles.sort}>
      <span className={styles.label}>{t('sort.label')}</span>
      <select
        className={styles.select}
        name={BROWSE_PARAMS.sort}
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`${COMMON_NAMESPACE}:sort.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
