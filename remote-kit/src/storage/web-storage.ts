/**
 * The page's local or session storage, or undefined where the browser refuses it
 * (blocked site data, some sandboxed frames): the caller then keeps things in memory.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

/** A stored JSON value; undefined when it is absent, unreadable or not JSON. */
export function readStoredJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; a full or disabled storage just keeps nothing. */
export function writeStoredJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full quota: what was kept in memory still works for this page.
  }
}
