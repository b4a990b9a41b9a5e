import { cx } from 'remote-kit';
import { type GridColumns, gridColumnsStyle } from './grid-columns';
import { type TileImageLoading, type TileProduct, ProductTile } from './product-tile';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: readonly TileProduct[];
  columns: GridColumns;
  label?: string;
  /** The products shown while newer ones load (the next page of a listing). */
  busy?: boolean;
}

/**
 * The first row at the widest layout is on the first screen at every width (on mobile, its
 * first rows); the first mobile row's pictures go first.
 */
function imageLoadingAt(index: number, columns: GridColumns): TileImageLoading {
  if (index < columns.mobile) return 'priority';
  return index < columns.desktop ? 'eager' : 'lazy';
}

/** Product tiles in a grid of `columns.desktop` columns, `columns.mobile` on mobile. */
export function ProductGrid({ products, columns, label, busy = false }: ProductGridProps) {
  return (
    <ul
      className={cx(styles.grid, busy && styles.busy)}
      style={gridColumnsStyle(columns)}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductTile product={product} imageLoading={imageLoadingAt(index, columns)} />
        </li>
      ))}
    </ul>
  );
}
