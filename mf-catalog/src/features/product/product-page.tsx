import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ProductIdSchema, ROUTES, apiLanguage } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { useBusState, useLanguage, usePageTitle, userIdOf } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { RetryNotice } from '../../shared/retry-notice';
import { ProductDescription } from './components/product-description';
import { ProductGallery } from './components/product-gallery';
import { ProductInfo } from './components/product-info';
import { ProductSkeleton } from './components/product-skeleton';
import { loadProduct, productState } from './stores/product-store';
import styles from './product-page.module.css';

function ProductView({ productId }: { productId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const userId = userIdOf(useBusState('session.changed'));
  const [attempt, setAttempt] = useState(0);
  const { key, status, product } = useSnapshot(productState);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [productId]);
  useEffect(() => {
    void loadProduct(productId, language, userId);
  }, [productId, language, userId, attempt]);

  const current = key === `${apiLanguage(language)}:${productId}`;
  usePageTitle(current ? product?.name : undefined);
  if (current && status === 'not-found') return <Navigate to={ROUTES.error} replace />;

  let content = <ProductSkeleton label={t('loading')} />;
  if (current && status === 'failed') {
    content = (
      <RetryNotice
        message={t('product.failed')}
        retryLabel={t('product.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  } else if (current && product) {
    content = (
      <>
        <div className={styles.top}>
          <ProductGallery key={product.id} name={product.name} images={product.images} />
          <ProductInfo product={product} />
        </div>
        <ProductDescription
          description={product.description}
          width={product.width}
          height={product.height}
          long={product.long}
        />
      </>
    );
  }
  return <article className={styles.page}>{content}</article>;
}

/** /products/{id}: gallery, info box and description. A missing or malformed id goes to /error. */
export default function ProductPage() {
  const { productId } = useParams();
  const parsed = ProductIdSchema.safeParse(productId);
  if (!parsed.success) return <Navigate to={ROUTES.error} replace />;
  return <ProductView productId={parsed.data} />;
}
