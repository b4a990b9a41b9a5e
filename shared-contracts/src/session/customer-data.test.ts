import { customerDataKey, removeKeysWithPrefix } from './customer-data';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('per-customer storage keys', () => {
  it('names a key by team and name', () => {
    expect(customerDataKey('catalog', 'wishlist')).toBe('customer.catalog.wishlist');
  });

  it('removes every key under the prefix and nothing else', () => {
    const storage = memoryStorage({
      'customer.catalog.wishlist': '[]',
      'customer.cart.lines': '[]',
      'shell.language': 'en-US',
      'shell.cookie-consent': 'true',
    });
    removeKeysWithPrefix(storage, 'customer.');
    expect([0, 1].map((index) => storage.key(index))).toEqual(['shell.language', 'shell.cookie-consent']);
    expect(storage.length).toBe(2);
  });
});
