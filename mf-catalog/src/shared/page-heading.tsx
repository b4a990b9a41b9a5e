import styles from './page-heading.module.css';

interface PageHeadingProps {
  eyebrow?: string;
  title: string;
  description?: string;
}

/** The title block of search, sales and the wishlist pages. */
export function PageHeading({ eyebrow, title, description }: PageHeadingProps) {
  return (
    <header className={styles.heading}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
