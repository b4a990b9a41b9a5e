import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './legal-page.module.css';

interface Props {
  entries: readonly { id: string; heading: string }[];
}

/** In-page links to the sections of a long text. */
export function TableOfContents({ entries }: Props) {
  const { t } = useTranslation('shell');
  const labelId = useId();
  return (
    <nav className={styles.toc} aria-labelledby={labelId}>
      <p id={labelId} className={styles.tocLabel}>
        {t('legal.contents')}
      </p>
      <ol className={styles.tocList}>
        {entries.map(({ id, heading }) => (
          <li key={id}>
            <a href={`#${id}`}>{heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
