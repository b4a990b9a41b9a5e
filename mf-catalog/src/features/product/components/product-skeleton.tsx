import styles from '../product-page.module.css';

/** The product page's shape while the product loads: nothing moves when it arrives. */
export function ProductSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.top} role="status" aria-label={label}>
      <div className={`${styles.skeleton} ${styles.skeletonImage}`} />
      <div className={styles.skeletonInfo} aria-hidden="true">
        <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonButton}`} />
      </div>
    </div>
  );
}
