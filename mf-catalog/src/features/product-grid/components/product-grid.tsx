import { cx } from 'remote-kit';
import { type GridColumns, gridColumnsStyle } from './grid-columns';
import { gridImageLoading } from '../../../shared/first-screen-images';
import { type TileProduct, ProductTile } from './product-tile';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: readonly TileProduct[];
  columns: GridColumns;
  label?: string;
  /** The products shown while newer ones load (the next page of a listing). */
  busy?: boolean;
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
          <ProductTile product={product} imageLoading={gridImageLoading(index, columns)} />
        </li>
      ))}
    </ul>
  );
}
