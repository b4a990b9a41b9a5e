import { useEffect, useMemo } from 'react';
import { type Language, type ProductDetail, apiLanguage } from 'shared-contracts';
import { useBrowserValue, webStorage } from 'remote-kit';
import { findViewedProduct, readViewedProductsText, rememberViewedProduct } from './viewed-products-cache';

// Only this page writes the cache, and it reads it again on each render.
const storedText = () => readViewedProductsText(webStorage('sessionStorage'));

/**
 * The session's copy of a product viewed earlier in this language, shown at once on a revisit
 * while the page fetches it again; and `fetched`, once it arrives, kept as the newest copy.
 */
export function useViewedProduct(
  productId: number,
  language: Language,
  fetched: ProductDetail | undefined,
): ProductDetail | undefined {
  const lang = apiLanguage(language);
  // The server has no session storage: the page hydrates without the cache, then reads it.
  const text = useBrowserValue(storedText, null);
  const viewed = useMemo(() => findViewedProduct(text, productId, lang), [text, productId, lang]);

  useEffect(() => {
    if (fetched) rememberViewedProduct(webStorage('sessionStorage'), productId, lang, fetched);
  }, [fetched, productId, lang]);

  return viewed;
}
