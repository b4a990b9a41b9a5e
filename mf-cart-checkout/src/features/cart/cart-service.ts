import { type AddToCartRefusal, type Bus, type Session } from 'shared-contracts';
import { subscribe } from 'valtio/vanilla';
import { userIdOf, webStorage } from 'remote-kit';
import { type AddOutcome, cartLines, unitCount } from './cart-rules';
import {
  CUSTOMER_CART_KEY,
  MERGED_SIGN_IN_KEY,
  type StoredCart,
  VISITOR_CART_KEY,
  checkoutAwaitsSignIn,
  isMerged,
  readCustomerCart,
  readVisitorCart,
  removeKey,
  writeCustomerCart,
  writeVisitorCart,
} from './cart-storage';
import { addToCart, cartState, cartToStore, replaceCart, trackMerge } from './stores/cart-store';

// What every page loads: the cart's state, its storage, the bus answers and counts. The
// customer's server cart, the merge at sign-in and the checkout start are imported when a
// customer is signed in (or a change is sent): a visitor's page never fetches their code.

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

/** The customer's server cart, loaded; undefined when it could not be (server-cart.ts). */
async function loadServerCart(bus: Bus, userId: number) {
  const serverCart = await import('./server-cart');
  return serverCart.loadServerCart(bus, userId);
}

/** A sign-in's merge, then the checkout a guest left the cart for (sign-in-merge.ts, checkout-start.ts). */
async function mergeThenCheckout(
  bus: Bus,
  userId: number,
  signInId: string,
  visitor: StoredCart,
  storage: Storage | undefined,
  tabStorage: Storage | undefined,
): Promise<void> {
  const { mergeAfterSignIn } = await import('./sign-in-merge');
  const done = await mergeAfterSignIn(bus, userId, signInId, visitor, storage, tabStorage);
  if (!done || !checkoutAwaitsSignIn(tabStorage)) return;
  const { resumeCheckoutAfterSignIn } = await import('./checkout-start');
  await resumeCheckoutAfterSignIn(bus, tabStorage);
}

/**
 * The cart service, started by the shell on every page: shows the visitor's cart from local
 * storage, or the signed-in customer's from the server (its local copy while the server
 * cannot be reached); merges the visitor's cart into the customer's once per sign-in (then
 * starts the checkout a guest left the cart for), `cartState.merging` telling it runs; keeps
 * each cart in its own storage key; answers the catalogue's 'cart.add-requested'; publishes
 * 'cart.count' and 'cart.lines'; and drops the customer's cart when they sign out.
 */
export function startCartService(
  bus: Bus,
  storage: Storage | undefined = webStorage('localStorage'),
  tabStorage: Storage | undefined = webStorage('sessionStorage'),
): () => void {
  let merging: string | undefined;
  cartState.owner = 'visitor';
  replaceCart(readVisitorCart(storage));

  const store = () => {
    const { owner } = cartState;
    if (owner === 'visitor') writeVisitorCart(storage, cartToStore());
    else if (owner !== null) writeCustomerCart(storage, owner, cartToStore());
  };
  const stopStoring = subscribe(cartState, () => {
    store();
    publishCart(bus);
  });

  const showVisitor = () => {
    cartState.owner = 'visitor';
    replaceCart(readVisitorCart(storage));
  };

  const showCustomer = (userId: number) => {
    cartState.owner = userId;
    replaceCart(readCustomerCart(storage, userId));
    // Its code unreachable (offline): the local copy stays, as for a failed load.
    void loadServerCart(bus, userId)
      .then((items) => {
        if (items && cartState.owner === userId) cartState.cartItems = items;
      })
      .catch(() => undefined);
  };

  const merge = (userId: number, signInId: string) => {
    merging = signInId;
    // The visitor's lines stay on screen (the local data) until the merged cart arrives.
    const visitor = readVisitorCart(storage);
    // `merging` first: no moment says the customer's cart is shown and settled while it is not.
    trackMerge(
      mergeThenCheckout(bus, userId, signInId, visitor, storage, tabStorage).finally(() => {
        if (merging === signInId) merging = undefined;
      }),
    );
    cartState.owner = userId;
  };

  const onSession = (session: Session | null) => {
    const userId = userIdOf(session);
    if (userId === undefined) {
      if (cartState.owner !== 'visitor') showVisitor();
      return;
    }
    const signInId = session?.signInId;
    if (signInId && signInId !== merging && !isMerged(tabStorage, signInId)) {
      merge(userId, signInId);
      return;
    }
    if (cartState.owner !== userId) showCustomer(userId);
  };

  const sessions = bus.on('session.changed').subscribe(onSession);

  // The customer's cart leaves the page and the storage (the shell removes the keys too).
  const signOuts = bus.on('session.signed-out').subscribe(() => {
    removeKey(storage, CUSTOMER_CART_KEY);
    removeKey(tabStorage, MERGED_SIGN_IN_KEY);
    if (cartState.owner !== 'visitor') showVisitor();
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
    const { owner } = cartState;
    if (event.key === VISITOR_CART_KEY && owner === 'visitor') replaceCart(readVisitorCart(storage));
    if (event.key === CUSTOMER_CART_KEY && typeof owner === 'number')
      replaceCart(readCustomerCart(storage, owner));
  };
  globalThis.addEventListener?.('storage', onStorage);

  publishCart(bus);

  return () => {
    stopStoring();
    sessions.unsubscribe();
    signOuts.unsubscribe();
    stopHandling();
    globalThis.removeEventListener?.('storage', onStorage);
    cartState.owner = null;
  };
}
