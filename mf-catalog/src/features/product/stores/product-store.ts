import { type Language, type ProductDetail, apiLanguage } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { apiClient, webStorage } from 'remote-kit';
import { getProduct } from '../api/get-product';
import { readViewedProduct, rememberViewedProduct } from '../viewed-products-cache';

export type ProductStatus = 'loading' | 'ready' | 'failed' | 'not-found';

interface ProductState {
  /** Which product, in which language: 'es:12'. */
  key: string;
  status: ProductStatus;
  product: ProductDetail | undefined;
}

/** The product page on screen. */
export const productState = proxy<ProductState>({ key: '', status: 'loading', product: undefined });

let inFlight: AbortController | undefined;

/**
 * Shows a product. One viewed earlier in this session is served from the session cache
 * at once, then refreshed quietly so its stock stays true; a new one shows skeletons
 * until it arrives. An unknown product is 'not-found'; any other failure 'failed'.
 */
export async function loadProduct(
  productId: number,
  language: Language,
  userId: number | undefined,
  storage: Storage | undefined = webStorage('sessionStorage'),
): Promise<void> {
  const lang = apiLanguage(language);
  const key = `${lang}:${productId}`;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;

  const cached = readViewedProduct(storage, productId, lang);
  productState.key = key;
  productState.product = cached;
  productState.status = cached ? 'ready' : 'loading';

  const result = await getProduct(
    apiClient(),
    productId,
    { id_user: userId, language: lang },
    controller.signal,
  );
  if (inFlight !== controller) return;
  inFlight = undefined;

  if (result.kind === 'ok') {
    rememberViewedProduct(storage, productId, lang, result.data);
    productState.product = result.data;
    productState.status = 'ready';
  } else if (result.kind === 'errors' && (result.status === 404 || result.status === 400)) {
    productState.status = 'not-found';
  } else if (!cached) {
    productState.status = 'failed';
  }
}
