import { useTranslation } from 'react-i18next';
import { type TypeProductTile } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { TypeTile } from './type-tile';
import styles from './tile-grid.module.css';
import { visuallyHidden } from 'remote-kit';

/** Type-product tiles: 3 columns on desktop, 1 on mobile (docs/spec.md §9). */
export function TileGrid({ tiles }: { tiles: readonly TypeProductTile[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.name}>
          <TypeTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while its tiles load; screen readers hear one 'loading' instead. */
export function TileGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div aria-busy="true">
      <p role="status" className={visuallyHidden}>
        {t('collectionPage.loading')}
      </p>
      <ul className={styles.grid} aria-hidden="true" data-testid="tile-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className={styles.skeletonFrame} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
