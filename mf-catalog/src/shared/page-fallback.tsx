import styles from './page-fallback.module.css';

/** Holds the page's place while a page's code arrives, so the footer does not jump up. */
export function PageFallback() {
  return <div className={styles.fallback} aria-busy="true" />;
}
