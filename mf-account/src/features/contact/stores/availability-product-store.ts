import { proxy } from 'valtio/vanilla';
import { apiClient } from 'remote-kit';
import { getProduct } from '../api/get-product';

export type AvailabilityProductStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/** What the form shows of the product asked about. */
export interface AskedProduct {
  id: number;
  name: string;
  image: string;
}

interface AvailabilityProductState {
  /** Which product, in which language: 'es:12'. */
  key: string;
  status: AvailabilityProductStatus;
  product: AskedProduct | undefined;
}

/** The product of /ask-availability?product={id}. */
export const availabilityProductState = proxy<AvailabilityProductState>({
  key: '',
  status: 'loading',
  product: undefined,
});

let inFlight: AbortController | undefined;

/** Loads the product's name and image; an unknown one is 'not-found', any other failure 'failed'. */
export async function loadAvailabilityProduct(productId: number, language: 'es' | 'en'): Promise<void> {
  const key = `${language}:${productId}`;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (availabilityProductState.product?.id !== productId) availabilityProductState.product = undefined;
  availabilityProductState.key = key;
  availabilityProductState.status = 'loading';

  const result = await getProduct(apiClient(), productId, language, controller.signal);
  if (inFlight !== controller) return;
  inFlight = undefined;
  if (result.kind === 'ok') {
    const { name, image } = result.data;
    availabilityProductState.product = { id: productId, name, image };
    availabilityProductState.status = 'ready';
  } else {
    availabilityProductState.status =
      result.kind === 'errors' && (result.status === 404 || result.status === 400) ? 'not-found' : 'failed';
  }
}
