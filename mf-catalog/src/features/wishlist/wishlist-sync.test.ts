import { waitFor } from '@testing-library/react';
import {
  type WishlistProduct,
  getBus,
  getProductCall,
  getUserWishlistCall,
  insertWishlistProductCall,
  removeWishlistProductCall,
} from 'shared-contracts';
import {
  type FakeApi,
  type FakeHandler,
  type FakeRequest,
  fakeApi,
  installApi,
  productDetail,
  productSummary,
  reply,
} from 'remote-kit/testing';
import { toProductBrief } from '../../shared/product-brief';
import { addToWishlist, removeFromWishlist, toggleWishlist, wishlistState } from './stores/wishlist-store';
import { MERGED_SIGN_IN_KEY } from './sign-in-merge';
import { type WishlistItem } from './wishlist-rules';
import { startWishlistSync } from './wishlist-sync';
import { LEGACY_WISHLIST_STORAGE_KEY, WISHLIST_STORAGE_KEY } from './wishlist-storage';

const bus = getBus();
const item = (id: number): WishlistItem => ({ ...toProductBrief(productSummary(id)), language: 'es-ES' });
const ids = () => wishlistState.wishlistItems.map((product) => product.id);
const stored = () =>
  (JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as WishlistProduct[]).map((p) => p.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A session restored from remember-me cookies: no sign-in id. */
const restored = { token: 'tok', tokenExpirationDate: '2099-01-01T00:00:00Z', userId: '7' };
/** A session that began with a sign-in in this tab. */
const session = { ...restored, signInId: 'sign-in-1' };
const wishlistLoads = () => calls.filter((call) => call.path === '/wishlist/user_wishlist');

const success = { status: 'success' } as const;

/** The wishlist calls as the API answers them: the customer's server list, every change accepted. */
function wishlistApi(
  serverList: FakeHandler<typeof getUserWishlistCall> = () => ({ products: [] }),
): FakeApi {
  return fakeApi()
    .on(getUserWishlistCall, serverList)
    .on(insertWishlistProductCall, () => success)
    .on(removeWishlistProductCall, () => success);
}

let calls: FakeRequest[];
let stop: () => void;

function start(api: FakeApi = wishlistApi()) {
  calls = api.calls;
  installApi(api, bus);
  stop = startWishlistSync(bus, localStorage, sessionStorage);
}

/** The page reloads: the service stops and starts again, the bus keeps the shell's session. */
function reload(api?: FakeApi) {
  stop();
  start(api);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bus.publish('session.changed', null);
  bus.publish('language.changed', 'es-ES');
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

  it('moves a list kept under the old key to the per-customer key, once', () => {
    localStorage.setItem(LEGACY_WISHLIST_STORAGE_KEY, JSON.stringify([item(1), item(2)]));
    start();
    expect(ids()).toEqual([1, 2]);
    expect(WISHLIST_STORAGE_KEY).toBe('customer.catalog.wishlist');
    expect(stored()).toEqual([1, 2]);
    expect(localStorage.getItem(LEGACY_WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('keeps the new list when both keys exist, and deletes the old one', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([item(3)]));
    localStorage.setItem(LEGACY_WISHLIST_STORAGE_KEY, JSON.stringify([item(1)]));
    start();
    expect(ids()).toEqual([3]);
    expect(localStorage.getItem(LEGACY_WISHLIST_STORAGE_KEY)).toBeNull();
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
  const serverHolds9 = () => wishlistApi(() => ({ products: [item(9)] }));

  it('does not merge a session restored from remember-me cookies, on any page load', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([item(1)]));
    bus.publish('session.changed', restored);
    start(serverHolds9());
    await settle();
    reload(serverHolds9());
    await settle();
    expect(calls).toEqual([]);
    expect(ids()).toEqual([1]);
  });

  it('merges once per sign-in, also after a reload, and again for the next sign-in', async () => {
    start(serverHolds9());
    bus.publish('session.changed', session);
    await settle();
    expect(wishlistLoads()).toHaveLength(1);
    expect(ids()).toEqual([9]);
    expect(sessionStorage.getItem(MERGED_SIGN_IN_KEY)).toBe(JSON.stringify('sign-in-1'));

    bus.publish('session.changed', { ...session });
    reload(serverHolds9());
    await settle();
    expect(wishlistLoads()).toHaveLength(0);

    bus.publish('session.changed', { ...session, signInId: 'sign-in-2' });
    await settle();
    expect(wishlistLoads()).toHaveLength(1);
  });

  it('merges again after a reload when the first merge could not load the server list', async () => {
    start(wishlistApi(() => reply.errors(503, { server: ['Unavailable'] })));
    bus.publish('session.changed', session);
    await settle();
    expect(sessionStorage.getItem(MERGED_SIGN_IN_KEY)).toBeNull();
    reload(serverHolds9());
    await settle();
    expect(wishlistLoads()).toHaveLength(1);
    expect(ids()).toEqual([9]);
  });

  it('empties the list and the count at once on sign-out, and drops a merge answered after it', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([item(1), item(2)]));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    start(
      wishlistApi(async () => {
        await answered;
        return { products: [item(9)] };
      }),
    );
    bus.publish('session.changed', session);
    await settle();

    // The shell: the stored customer data goes, the session ends, every remote is told.
    localStorage.removeItem(WISHLIST_STORAGE_KEY);
    sessionStorage.removeItem(MERGED_SIGN_IN_KEY);
    bus.publish('session.changed', null);
    bus.publish('session.signed-out', {});
    expect(ids()).toEqual([]);
    expect(wishlistState.wishlistCount).toBe(0);
    await settle();
    expect(bus.current('wishlist.count')).toBe(0);

    answer();
    await settle();
    await settle();
    expect(ids()).toEqual([]);
    expect(stored()).toEqual([]);
    expect(sessionStorage.getItem(MERGED_SIGN_IN_KEY)).toBeNull();
  });

  it('merges the server list into the local one after a sign-in and pushes the local items', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([item(1), item(2)]));
    start(wishlistApi(() => ({ products: [item(2), item(9)] })));
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
    start(wishlistApi(() => reply.errors(500, { server: ['Internal error'] })));
    bus.publish('session.changed', session);
    await settle();
    expect(ids()).toEqual([1]);
    expect(stored()).toEqual([1]);
  });

  it('sends each change to the server', async () => {
    start(wishlistApi());
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
    start(
      wishlistApi()
        .on(insertWishlistProductCall, async ({ wire }) => {
          await new Promise((r) => setTimeout(r, 20));
          answered.push(wire.path);
          return success;
        })
        .on(removeWishlistProductCall, ({ wire }) => {
          answered.push(wire.path);
          return success;
        }),
    );
    bus.publish('session.changed', session);
    await settle();
    addToWishlist(productSummary(5));
    removeFromWishlist(5);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(answered).toEqual(['/wishlist/insert_or_skip_product', '/wishlist/remove_product']);
  });
});

describe('wishlist in the language of the page', () => {
  const sofa: WishlistItem = {
    ...item(1),
    name: 'Sofá Olivo de tres plazas',
    price: 1289,
    language: 'es-ES',
  };
  const lamp: WishlistItem = { ...item(2), name: 'Arc floor lamp', language: 'en-US' };
  const productLoads = () => calls.filter((call) => call.path.startsWith('/products/'));
  const names = () => wishlistState.wishlistItems.map((product) => product.name);
  const inEnglish: FakeHandler<typeof getProductCall> = ({ params, query }) =>
    query.language === 'en'
      ? productDetail(params.id, { name: `English ${params.id}`, price: 1199, stock: 2 })
      : reply.errors(400, { language: ['?'] });
  /** The product call answered, besides the wishlist calls. */
  const products = (handler: FakeHandler<typeof getProductCall>) => wishlistApi().on(getProductCall, handler);

  it('fetches again, in English, the products saved in Castellano, with fresh price and stock', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([sofa, lamp]));
    bus.publish('language.changed', 'en-US');
    start(products(inEnglish));
    await settle();
    expect(productLoads().map((call) => `${call.path}?${call.query}`)).toEqual(['/products/1?language=en']);
    expect(names()).toEqual(['English 1', 'Arc floor lamp']);
    expect(wishlistState.wishlistItems[0]).toMatchObject({ price: 1199, stock: 2, language: 'en-US' });
    const kept = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!) as WishlistItem[];
    expect(kept.map((product) => [product.name, product.language])).toEqual([
      ['English 1', 'en-US'],
      ['Arc floor lamp', 'en-US'],
    ]);
  });

  it('fetches again a list kept before languages were stored', async () => {
    const { language: _language, ...unknown } = sofa;
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([unknown]));
    bus.publish('language.changed', 'en-US');
    start(products(inEnglish));
    await settle();
    expect(names()).toEqual(['English 1']);
  });

  it('follows a change of language', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([sofa]));
    start(products(inEnglish));
    await settle();
    expect(productLoads()).toEqual([]);
    bus.publish('language.changed', 'en-US');
    await settle();
    expect(names()).toEqual(['English 1']);
  });

  it('keeps a product as it was when fetching it fails', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([sofa]));
    bus.publish('language.changed', 'en-US');
    start(products(() => reply.errors(404, { product: ['Unknown product'] })));
    await settle();
    expect(productLoads()).toHaveLength(1);
    expect(wishlistState.wishlistItems).toEqual([sofa]);
  });

  it('drops an answer that comes after the product was removed', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([sofa, item(3)]));
    bus.publish('language.changed', 'en-US');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    start(
      products(async (request) => {
        await answered;
        return inEnglish(request);
      }),
    );
    removeFromWishlist(1);
    answer();
    await settle();
    await settle();
    expect(names()).toEqual(['English 3']);
  });

  it('fetches a few products at a time', async () => {
    const many = Array.from({ length: 10 }, (_, index) => item(index + 1));
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(many));
    bus.publish('language.changed', 'en-US');
    let open = 0;
    let most = 0;
    start(
      products(async (request) => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 5));
        open -= 1;
        return inEnglish(request);
      }),
    );
    await waitFor(() => expect(names()).toEqual(many.map((product) => `English ${product.id}`)));
    expect(productLoads()).toHaveLength(10);
    expect(most).toBe(4);
  });

  it('follows another tab’s list without translating it back and forth', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([sofa]));
    start(products(inEnglish));
    await settle();
    // A tab left in English stores the list in English, with a product of its own.
    const fromOtherTab = [
      { ...sofa, name: 'Olivo sofa', language: 'en-US' },
      { ...item(4), language: 'en-US' },
    ];
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(fromOtherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    await settle();
    expect(ids()).toEqual([1, 4]);
    expect(names()[0]).toBe('Sofá Olivo de tres plazas');
    expect(productLoads().map((call) => call.path)).toEqual(['/products/4']);
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)[0].name).toBe('Olivo sofa');
  });
});
