import { type OrderDetail } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { apiClient } from 'remote-kit';
import { type OrderAccess, getOrder } from '../api/get-order';
import { type ImagePreloader, linesWithImages, preloadImage } from '../image-preload';

export type OrderStatus = 'loading' | 'ready' | 'failed';

interface OrderState {
  /** Which order, for whom, in which language: 'es:EST-0001:customer:4'. */
  key: string;
  status: OrderStatus;
  order: OrderDetail | undefined;
}

/** The order detail on screen. */
export const orderState = proxy<OrderState>({ key: '', status: 'loading', order: undefined });

export function orderKey(orderCode: string, access: OrderAccess, language: 'es' | 'en'): string {
  const who = access.kind === 'customer' ? `customer:${access.userId}` : `guest:${access.accessToken}`;
  return `${language}:${orderCode}:${who}`;
}

let inFlight: AbortController | undefined;

/**
 * Loads an order and preloads its images before showing it; lines whose image fails are
 * left out (SPEC.md §7). Any failure is 'failed': the page then leaves for / (SPEC.md §8).
 */
export async function loadOrder(
  orderCode: string,
  access: OrderAccess,
  language: 'es' | 'en',
  preload: ImagePreloader = preloadImage,
): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const key = orderKey(orderCode, access, language);
  if (orderState.key !== key) orderState.order = undefined;
  orderState.key = key;
  orderState.status = 'loading';

  const result = await getOrder(apiClient(), orderCode, access, language, controller.signal);
  if (inFlight !== controller) return;
  if (result.kind !== 'ok') {
    inFlight = undefined;
    orderState.status = 'failed';
    return;
  }
  const products = await linesWithImages(result.data.products, preload);
  if (inFlight !== controller) return;
  inFlight = undefined;
  orderState.order = { ...result.data, products };
  orderState.status = 'ready';
}

/** Drops the line of an image that failed after all (evicted from the cache, gone since). */
export function dropLineOfImage(image: string): void {
  if (orderState.order)
    orderState.order.products = orderState.order.products.filter((line) => line.image !== image);
}
