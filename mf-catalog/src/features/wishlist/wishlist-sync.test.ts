import { type WishlistProduct, getBus } from 'shared-contracts';
import { setApiClient } from '../../shared/api-client';
import { toProductBrief } from '../../shared/product-brief';
import { type FakeHandler, type FakeRequest, fakeApi } from '../../shared/testing/fake-api';
import { productSummary } from '../../shared/testing/fixtures';
import { addToWishlist, removeFromWishlist, toggleWishlist, wishlistState } from './stores/wishlist-store';
import { startWishlistSync } from './wishlist-sync';
import { WISHLIST_STORAGE_KEY } from './wishlist-storage';

const bus = getBus();
const item = (id: number): WishlistProduct => toProductBrief(productSummary(id));
const ids = () => wishlistState.wishlistItems.map((product) => product.id);
const stored = () =>
  (JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as WishlistProduct[]).map((p) => p.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const session = { token: 'tok', tokenExpirationDate: '2099-01-01T00:00:00Z', userId: '7' };

let calls: FakeRequest[];
let stop: () => void;

function start(handler: FakeHandler = () => ({ body: { status: 'success' } })) {
  const api = fakeApi(handler, 'tok');
  calls = api.calls;
  setApiClient(api.client);
  stop = startWishlistSync(bus, localStorage);
}

beforeEach(() => {
  localStorage.clear();
  bus.publish('session.changed', null);
});
afterEach(() => stop());

describe('wishlist of a visitor', () => {
  it('restores the local list and publishes its count', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([item(1), item(2)]));
    start();
    expect(ids()).toEqual([1, 2]);
    expect(wishlistState.wishlistCount).toBe(2);
    expect(bus.current('wishlist.count')).toBe(2);
  });

  it('ignores a malformed stored list', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, '{"not":"a list"');
    start();
    expect(ids()).toEqual([]);
  });

  it('keeps adds and removes in local storage, never on the server', async () => {
    start();
    addToWishlist(productSummary(3));
    addToWishlist(productSummary(4));
    addToWishlist(productSummary(3));
    await settle();
    expect(stored()).toEqual([3, 4]);
    expect(bus.current('wishlist.count')).toBe(2);
    expect(Object.keys(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)[0])).toEqual(
      expect.arrayContaining(['id', 'name', 'price', 'discount', 'stock', 'image']),
    );

    toggleWishlist(productSummary(3));
    await settle();
    expect(stored()).toEqual([4]);
    expect(bus.current('wishlist.count')).toBe(1);
    expect(calls).toEqual([]);
  });
});

describe('wishlist of a logged-in customer', () => {
  it('merges the server list into the local one after login and pushes the local items', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([item(1), item(2)]));
    start((request) =>
      request.path === '/wishlist/user_wishlist'
        ? { body: { products: [item(2), item(9)] } }
        : { body: { status: 'success' } },
    );
    bus.publish('session.changed', session);
    await settle();

    expect(ids()).toEqual([1, 2, 9]);
    expect(stored()).toEqual([1, 2, 9]);
    expect(bus.current('wishlist.count')).toBe(3);
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/wishlist/user_wishlist', { user_id: 7 }],
      ['/wishlist/insert_or_skip_product', { sku_product: 1, user_id: 7 }],
    ]);
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('leaves the local data when the server list fails to load', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([item(1)]));
    start(() => ({ status: 500, body: { errors: { server: ['Internal error'] } } }));
    bus.publish('session.changed', session);
    await settle();
    expect(ids()).toEqual([1]);
    expect(stored()).toEqual([1]);
  });

  it('sends each change to the server', async () => {
    start((request) =>
      request.path === '/wishlist/user_wishlist'
        ? { body: { products: [] } }
        : { body: { status: 'success' } },
    );
    bus.publish('session.changed', session);
    await settle();
    addToWishlist(productSummary(5));
    removeFromWishlist(5);
    removeFromWishlist(5);
    await settle();
    expect(calls.slice(1).map((call) => [call.path, call.body])).toEqual([
      ['/wishlist/insert_or_skip_product', { sku_product: 5, user_id: 7 }],
      ['/wishlist/remove_product', { sku_product: 5, user_id: 7 }],
    ]);
  });

  it('sends a quick add-then-remove to the server in that order', async () => {
    const answered: string[] = [];
    start(async (request) => {
      if (request.path === '/wishlist/user_wishlist') return { body: { products: [] } };
      if (request.path === '/wishlist/insert_or_skip_product') await new Promise((r) => setTimeout(r, 20));
      answered.push(request.path);
      return { body: { status: 'success' } };
    });
    bus.publish('session.changed', session);
    await settle();
    addToWishlist(productSummary(5));
    removeFromWishlist(5);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(answered).toEqual(['/wishlist/insert_or_skip_product', '/wishlist/remove_product']);
  });
});
