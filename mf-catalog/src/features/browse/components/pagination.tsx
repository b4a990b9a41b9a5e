import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMON_NAMESPACE, paginationWindow } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link to a page: the same view with another page number. */
  pageHref: (page: number) => string;
}

/** Up to five page numbers: the first, the last, the current and its neighbours, with gaps. */
export function Pagination({ page, pageCount, pageHref }: PaginationProps) {
  const { t } = useTranslation([NAMESPACE, COMMON_NAMESPACE]);
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, glyph: string) =>
    target >= 1 && target <= pageCount ? (
      <Link className={styles.step} to={pageHref(target)} aria-label={label}>
        {glyph}
      </Link>
    ) : (
      <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
        {glyph}
      </span>
    );

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {step(page - 1, t(`${COMMON_NAMESPACE}:pagination.previous`), '‹')}
      {paginationWindow(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            className={styles.page}
            to={pageHref(item)}
            aria-label={t(`${COMMON_NAMESPACE}:pagination.page`, { page: item })}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {step(page + 1, t(`${COMMON_NAMESPACE}:pagination.next`), '›')}
    </nav>
  );
}
