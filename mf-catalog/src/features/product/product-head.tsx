import { useTranslation } from 'react-i18next';
import { type ProductDetail, formatMoney, paths } from 'shared-contracts';
import { PageHead, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { summaryLine } from '../../shared/summary-line';

interface ProductHeadProps {
  productId: number;
  /** The product shown; undefined while it loads or when it could not be loaded. */
  product: ProductDetail | undefined;
}

/**
 * A product's head: its name; its name, price (as the page shows it) and the first sentence of
 * its description; its first picture for shared links. While it loads, or when it failed, a
 * plain 'Product' at the same address.
 */
export function ProductHead({ productId, product }: ProductHeadProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const canonicalPath = paths.product(productId);
  if (!product) {
    return <PageHead title={t('head.product.pending')} canonicalPath={canonicalPath} type="product" />;
  }
  const line = summaryLine(product.description);
  const offer = { name: product.name, price: formatMoney(product.price, language) };
  return (
    <PageHead
      title={product.name}
      description={
        line
          ? t('head.product.description', { ...offer, line })
          : t('head.product.descriptionPriceOnly', offer)
      }
      canonicalPath={canonicalPath}
      image={product.images[0] ?? product.image}
      type="product"
    />
  );
}
