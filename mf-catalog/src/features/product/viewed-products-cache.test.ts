import { productDetail } from 'remote-kit/testing';
import {
  VIEWED_PRODUCTS_STORAGE_KEY,
  readViewedProduct,
  rememberViewedProduct,
} from './viewed-products-cache';

const storedIds = () =>
  (JSON.parse(sessionStorage.getItem(VIEWED_PRODUCTS_STORAGE_KEY) ?? '[]') as Array<{ key: string }>).map(
    (entry) => entry.key,
  );

beforeEach(() => sessionStorage.clear());

describe('viewed products cache', () => {
  it('serves a product viewed earlier in the same language', () => {
    rememberViewedProduct(sessionStorage, 7, 'es', productDetail(7));
    expect(readViewedProduct(sessionStorage, 7, 'es')?.name).toBe('Jarrón 7');
    expect(readViewedProduct(sessionStorage, 7, 'en')).toBeUndefined();
    expect(readViewedProduct(sessionStorage, 8, 'es')).toBeUndefined();
  });

  it('keeps at most 20 products, evicting the oldest', () => {
    for (let id = 1; id <= 21; id += 1) rememberViewedProduct(sessionStorage, id, 'es', productDetail(id));
    expect(storedIds()).toHaveLength(20);
    expect(readViewedProduct(sessionStorage, 1, 'es')).toBeUndefined();
    expect(readViewedProduct(sessionStorage, 2, 'es')).toBeDefined();
    expect(readViewedProduct(sessionStorage, 21, 'es')).toBeDefined();
  });

  it('makes a product viewed again the newest, so it is evicted last', () => {
    for (let id = 1; id <= 20; id += 1) rememberViewedProduct(sessionStorage, id, 'es', productDetail(id));
    rememberViewedProduct(sessionStorage, 1, 'es', productDetail(1));
    rememberViewedProduct(sessionStorage, 21, 'es', productDetail(21));
    expect(storedIds()[0]).toBe('es:3');
    expect(readViewedProduct(sessionStorage, 1, 'es')).toBeDefined();
    expect(readViewedProduct(sessionStorage, 2, 'es')).toBeUndefined();
  });

  it('treats malformed storage as empty', () => {
    sessionStorage.setItem(VIEWED_PRODUCTS_STORAGE_KEY, '{broken');
    expect(readViewedProduct(sessionStorage, 1, 'es')).toBeUndefined();
    sessionStorage.setItem(
      VIEWED_PRODUCTS_STORAGE_KEY,
      JSON.stringify([{ key: 'es:1', product: { id: 1 } }]),
    );
    expect(readViewedProduct(sessionStorage, 1, 'es')).toBeUndefined();
    rememberViewedProduct(sessionStorage, 2, 'es', productDetail(2));
    expect(storedIds()).toEqual(['es:2']);
  });
});
