import { type GridColumns, gridColumnsStyle } from './grid-columns';
import { type TileProduct, ProductTile } from './product-tile';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: readonly TileProduct[];
  columns: GridColumns;
  label?: string;
}

/** Product tiles in a grid of `columns.desktop` columns, `columns.mobile` on mobile. */
export function ProductGrid({ products, columns, label }: ProductGridProps) {
  return (
    <ul className={styles.grid} style={gridColumnsStyle(columns)} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.cell}>
          <ProductTile product={product} />
        </li>
      ))}
    </ul>
  );
}
