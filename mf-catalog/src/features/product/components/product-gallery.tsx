import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, useIsMobile } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import scripting from '../../../shared/scripting.module.css';
import styles from './product-gallery.module.css';

const IMAGE_SIZE = 800;
const THUMB_SIZE = 88;

interface Zoom {
  x: number;
  y: number;
}

/**
 * The product's images: one large, thumbnails to pick another; hover zooms on desktop. A
 * browser without scripts shows the first large and the others as thumbnails, and says so.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const isMobile = useIsMobile();
  const [selected, setSelected] = useState(0);
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const index = Math.min(selected, images.length - 1);

  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <section className={styles.gallery} aria-label={t('product.gallery', { name })}>
      <div
        className={cx(styles.stage, !isMobile && styles.zoomable)}
        onMouseMove={isMobile ? undefined : follow}
        onMouseLeave={() => setZoom(null)}
      >
        <img
          className={styles.image}
          src={images[index]}
          alt={name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          fetchPriority="high"
          style={
            zoom && !isMobile
              ? { transformOrigin: `${zoom.x}% ${zoom.y}%`, transform: 'scale(2)' }
              : undefined
          }
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((src, position) => (
            <li key={src}>
              <button
                type="button"
                className={cx(styles.thumb, position === index && styles.active)}
                aria-label={t('product.showImage', { index: position + 1, count: images.length })}
                aria-pressed={position === index}
                onClick={() => setSelected(position)}
              >
                <img
                  src={src}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={scripting.withoutScript}>
        <p className={styles.note}>{t('product.galleryNeedsScript')}</p>
      </div>
    </section>
  );
}
