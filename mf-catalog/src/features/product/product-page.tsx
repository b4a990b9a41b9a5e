import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ProductIdSchema, ROUTES } from 'shared-contracts';
import { apiClient, LoadFailure, useBusState, useHydrating, useLanguage, userIdOf } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { JsonLd } from '../../shared/json-ld';
import { ProductDescription } from './components/product-description';
import { ProductGallery } from './components/product-gallery';
import { ProductInfo } from './components/product-info';
import { ProductSkeleton } from './components/product-skeleton';
import { ProductHead } from './product-head';
import { productQuery } from './product-query';
import { productStructuredData } from './product-structured-data';
import { useViewedProduct } from './use-viewed-product';
import styles from './product-page.module.css';

function ProductView({ productId }: { productId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const userId = userIdOf(useBusState('session.changed'));
  // The product stays on screen while it is fetched again for a new language or a sign-in.
  const result = useQuery({
    ...productQuery(apiClient(), { productId, language, userId }),
    placeholderData: keepPreviousData,
  });
  const answer = result.isPlaceholderData ? undefined : result.data;
  const fetched = answer?.kind === 'found' ? answer.data : undefined;
  const previous = result.isPlaceholderData && result.data?.kind === 'found' ? result.data.data : undefined;
  const viewed = useViewedProduct(productId, language, fetched);
  // A product viewed earlier shows at once, and through a failed refresh.
  const product = fetched ?? viewed ?? previous;
  const origin = useBusState('page.origin');

  // A product opened in the shop starts at the top; a page the server sent is left where the
  // visitor may already have scrolled it while it hydrated.
  const hydrated = useRef(useHydrating());
  useEffect(() => {
    if (!hydrated.current) window.scrollTo({ top: 0 });
  }, [productId]);
  if (answer?.kind === 'not-found') return <Navigate to={ROUTES.error} replace />;

  let content = <ProductSkeleton label={t('loading')} />;
  if (product) {
    content = (
      <>
        {productStructuredData(product, origin).map((node) => (
          <JsonLd key={node['@type']} data={node} />
        ))}
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
  } else if (result.isError && !result.isFetching) {
    content = <LoadFailure size="page" message={t('product.failed')} onRetry={() => void result.refetch()} />;
  }
  return (
    <article className={styles.page}>
      <ProductHead productId={productId} product={product} />
      {content}
    </article>
  );
}

/** /products/{id}: gallery, info box and description. A missing or malformed id goes to /error. */
export default function ProductPage() {
  const { productId } = useParams();
  const parsed = ProductIdSchema.safeParse(productId);
  if (!parsed.success) return <Navigate to={ROUTES.error} replace />;
  return <ProductView key={parsed.data} productId={parsed.data} />;
}
