import { type BrowseInfo } from '../../browse';
import styles from './listing-hero.module.css';

/** The category's hero image (1200 × 420) with its display name over it. */
export function ListingHero({ info }: { info: BrowseInfo | undefined }) {
  return (
    <header className={styles.hero}>
      {info?.image && (
        <img
          className={styles.image}
          src={info.image}
          alt=""
          width={1200}
          height={420}
          fetchPriority="high"
        />
      )}
      <div className={styles.shade}>
        {info?.name_show ? (
          <h1 className={styles.title}>{info.name_show}</h1>
        ) : (
          // Holds the title's line until the name arrives, without an empty heading.
          <p className={styles.title} aria-hidden="true">
            {'\u00a0'}
          </p>
        )}
      </div>
    </header>
  );
}
