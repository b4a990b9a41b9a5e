/**
 * Storage keys of a customer's own data (a visitor's wishlist and cart, merge markers…)
 * start with this prefix, whichever remote writes them: on sign-out the shell removes every
 * such key from local and session storage, so the next person on the same browser sees
 * nothing of the previous one, even from a remote whose service never started.
 */
export const CUSTOMER_DATA_PREFIX = 'customer.';
/** The same for a staff member's back-office data. */
export const STAFF_DATA_PREFIX = 'staff.';

/** `customer.<team>.<name>`, e.g. `customer.catalog.wishlist`. */
export function customerDataKey(team: string, name: string): string {
  return `${CUSTOMER_DATA_PREFIX}${team}.${name}`;
}

/** `staff.<team>.<name>`. */
export function staffDataKey(team: string, name: string): string {
  return `${STAFF_DATA_PREFIX}${team}.${name}`;
}

/** The part of a Web Storage this needs (the API's build has no DOM types). */
export interface KeyedStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Removes every key under a prefix; a storage the browser refuses is left alone. */
export function removeKeysWithPrefix(storage: KeyedStorage | undefined, prefix: string): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked site data: nothing was kept there.
  }
}
