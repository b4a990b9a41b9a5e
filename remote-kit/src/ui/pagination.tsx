import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMON_NAMESPACE, paginationWindow } from 'shared-contracts';
import { cx } from './cx';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link to a page: the same view with another page number. */
  pageHref: (page: number) => string;
  /** What the navigation is called ('Pages of the results'), in the remote's words. */
  label: string;
  className?: string | undefined;
}

/**
 * Up to five page numbers (docs/spec.md §9): the first, the last, the current and its
 * neighbours, with gaps; nothing when everything fits one page.
 */
export function Pagination({ page, pageCount, pageHref, label, className }: PaginationProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  if (pageCount <= 1) return null;
  const step = (target: number, stepLabel: string, glyph: string) =>
    target >= 1 && target <= pageCount ? (
      <Link className={styles.step} to={pageHref(target)} aria-label={stepLabel}>
        {glyph}
      </Link>
    ) : (
      <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
        {glyph}
      </span>
    );

  return (
    <nav className={cx(styles.pagination, className)} aria-label={label}>
      {step(page - 1, t('pagination.previous'), '‹')}
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
            aria-label={t('pagination.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {step(page + 1, t('pagination.next'), '›')}
    </nav>
  );
}
