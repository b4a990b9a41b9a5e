import { type AddToCartRefusal, type Bus, type Session } from 'shared-contracts';
import { subscribe } from 'valtio/vanilla';
import { userIdOf, webStorage } from 'remote-kit';
import { type AddOutcome, cartLines, unitCount } from './cart-rules';
import {
  CUSTOMER_CART_KEY,
  VISITOR_CART_KEY,
  readCustomerCart,
  readVisitorCart,
  removeKey,
  writeCustomerCart,
  writeVisitorCart,
} from './cart-storage';
import { resumeCheckoutAfterSignIn } from './checkout-start';
import { loadServerCart } from './server-cart';
import { MERGED_SIGN_IN_KEY, isMerged, mergeAfterSignIn } from './sign-in-merge';
import { addToCart, cartState, cartToStore, replaceCart } from './stores/cart-store';

/** Whose cart the page shows: the visitor's, or a signed-in customer's (by user id). */
type Owner = 'visitor' | number;

/** Publishes 'cart.count' and 'cart.lines' when they changed. */
function publishCart(bus: Bus): void {
  const count = unitCount(cartState.cartItems);
  if (bus.current('cart.count') !== count) bus.publish('cart.count', count);
  const lines = cartLines(cartState.cartItems);
  if (JSON.stringify(bus.current('cart.lines')) !== JSON.stringify(lines)) bus.publish('cart.lines', lines);
}

/** Why an add was refused, as 'cart.add-completed' tells the catalogue; nothing when it was added. */
function refusalOf(outcome: AddOutcome): { reason?: AddToCartRefusal } {
  if (outcome === 'out-of-stock') return { reason: 'out_of_stock' };
  if (outcome === 'stock-limit') return { reason: 'stock_limit' };
  return {};
}

/**
 * The cart service, started by the shell on every page: shows the visitor's cart from local
 * storage, or the signed-in customer's from the server (its local copy while the server
 * cannot be reached); merges the visitor's cart into the customer's once per sign-in; keeps
 * each cart in its own storage key; answers the catalogue's 'cart.add-requested'; publishes
 * 'cart.count' and 'cart.lines'; and drops the customer's cart when they sign out.
 */
export function startCartService(
  bus: Bus,
  storage: Storage | undefined = webStorage('localStorage'),
  tabStorage: Storage | undefined = webStorage('sessionStorage'),
): () => void {
  let owner: Owner = 'visitor';
  let merging: string | undefined;
  replaceCart(readVisitorCart(storage));

  const store = () => {
    if (owner === 'visitor') writeVisitorCart(storage, cartToStore());
    else writeCustomerCart(storage, owner, cartToStore());
  };
  const stopStoring = subscribe(cartState, () => {
    store();
    publishCart(bus);
  });

  const showCustomer = (userId: number) => {
    owner = userId;
    replaceCart(readCustomerCart(storage, userId));
  };

  const load = async (userId: number) => {
    const items = await loadServerCart(bus, userId);
    if (items && owner === userId) cartState.cartItems = items;
  };

  const merge = (userId: number, signInId: string) => {
    merging = signInId;
    // The visitor's lines stay on screen (the local data) until the merged cart arrives.
    const visitor = readVisitorCart(storage);
    owner = userId;
    void mergeAfterSignIn(bus, userId, signInId, visitor, storage, tabStorage)
      .then((done) => {
        if (done) void resumeCheckoutAfterSignIn(bus, tabStorage);
      })
      .finally(() => {
        if (merging === signInId) merging = undefined;
      });
  };

  const onSession = (session: Session | null) => {
    const userId = userIdOf(session);
    if (userId === undefined) {
      if (owner !== 'visitor') {
        owner = 'visitor';
        replaceCart(readVisitorCart(storage));
      }
      return;
    }
    const signInId = session?.signInId;
    if (signInId && signInId !== merging && !isMerged(tabStorage, signInId)) {
      merge(userId, signInId);
      return;
    }
    if (owner === userId) return;
    showCustomer(userId);
    void load(userId);
  };

  const sessions = bus.on('session.changed').subscribe(onSession);

  // The customer's cart leaves the page and the storage (the shell removes the keys too).
  const signOuts = bus.on('session.signed-out').subscribe(() => {
    removeKey(storage, CUSTOMER_CART_KEY);
    removeKey(tabStorage, MERGED_SIGN_IN_KEY);
    if (owner !== 'visitor') {
      owner = 'visitor';
      replaceCart(readVisitorCart(storage));
    }
  });

  const stopHandling = bus.handle('cart.add-requested', ({ correlationId, product }) => {
    const outcome = addToCart(product);
    publishCart(bus);
    const quantity = cartState.cartItems.find((item) => item.product.id === product.id)?.quantity ?? 0;
    bus.publish('cart.add-completed', {
      correlationId,
      productId: product.id,
      added: outcome === 'added' || outcome === 'incremented',
      quantity,
      ...refusalOf(outcome),
    });
  });

  // Another tab changed this cart: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_CART_KEY && owner === 'visitor') replaceCart(readVisitorCart(storage));
    if (event.key === CUSTOMER_CART_KEY && owner !== 'visitor') replaceCart(readCustomerCart(storage, owner));
  };
  globalThis.addEventListener?.('storage', onStorage);

  publishCart(bus);

  return () => {
    stopStoring();
    sessions.unsubscribe();
    signOuts.unsubscribe();
    stopHandling();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
