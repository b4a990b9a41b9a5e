import { Link } from 'react-router-dom';
import { type ProductBrief, paths } from 'shared-contracts';
import { WishlistToggle } from '../../wishlist';
import { ProductPrice } from './product-price';
import styles from './product-tile.module.css';

/** Square product images (400 × 400): explicit sizes keep the grid still while they load. */
const IMAGE_SIZE = 400;

/** A product in a grid; listings carry `images`, whose second one shows on hover. */
export type TileProduct = ProductBrief & { images?: readonly string[] };

/**
 * How a tile's picture loads: on the first screen at once ('eager'), the first of them ahead
 * of other images ('priority': a page's largest paint is often one of them), further down
 * once scrolled near ('lazy'). A lazy picture waits for the page's layout before it is asked for.
 */
export type TileImageLoading = 'priority' | 'eager' | 'lazy';

interface ProductTileProps {
  product: TileProduct;
  imageLoading?: TileImageLoading;
}

export function ProductTile({ product, imageLoading = 'lazy' }: ProductTileProps) {
  const hoverImage = product.images?.[1];
  return (
    <article className={styles.tile}>
      <Link to={paths.product(product.id)} className={styles.link}>
        <div className={styles.media}>
          <img
            className={styles.image}
            src={product.image}
            alt={product.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={imageLoading === 'lazy' ? 'lazy' : undefined}
            fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
            decoding="async"
          />
          {hoverImage && (
            <img
              className={styles.hoverImage}
              src={hoverImage}
              alt=""
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        <h2 className={styles.name}>{product.name}</h2>
        <ProductPrice price={product.price} discount={product.discount} oldPrice={product.old_price} />
      </Link>
      <div className={styles.wishlist}>
        <WishlistToggle product={product} />
      </div>
    </article>
  );
}
