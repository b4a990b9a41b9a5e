import { Link } from 'react-router-dom';
import { type TypeProductTile, paths } from 'shared-contracts';
import styles from './type-tile.module.css';

/**
 * A type product of a collection: its picture and display name, linking to its listing.
 * The picture is decorative (alt=""): the name is already the link's accessible name.
 */
export function TypeTile({ tile }: { tile: TypeProductTile }) {
  return (
    <Link className={styles.tile} to={paths.typeProducts(tile.name)}>
      <span className={styles.frame}>
        <img
          className={styles.image}
          src={tile.image}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            // A missing picture leaves the calm frame colour rather than a broken-image icon.
            event.currentTarget.style.visibility = 'hidden';
          }}
        />
      </span>
      <span className={styles.caption}>
        <span className={styles.name}>{tile.name_show}</span>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </span>
    </Link>
  );
}
