import { type GridColumns, gridColumnsStyle } from './grid-columns';
import styles from './product-grid.module.css';

interface ProductGridSkeletonProps {
  count: number;
  columns: GridColumns;
  label: string;
}

/** Placeholder tiles of the real tiles' size while the products load. */
export function ProductGridSkeleton({ count, columns, label }: ProductGridSkeletonProps) {
  return (
    <div className={styles.grid} style={gridColumnsStyle(columns)} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonTile} aria-hidden="true">
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}
