import { productSummary } from 'remote-kit/testing';
import {
  type WishlistItem,
  addItem,
  adoptStoredList,
  hasProduct,
  itemsNotIn,
  mergeServerIntoLocal,
  missingOnServer,
  removeItem,
  replaceItem,
} from './wishlist-rules';

const brief = (id: number, price = 45) => {
  const { id: productId, name, discount, stock, image } = productSummary(id);
  return { id: productId, name, price, discount, stock, image };
};
const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('wishlist rules', () => {
  it('appends a product not yet present', () => {
    expect(ids(addItem([brief(1)], brief(2)))).toEqual([1, 2]);
  });

  it('does not add a product twice', () => {
    expect(ids(addItem([brief(1), brief(2)], brief(1)))).toEqual([1, 2]);
  });

  it('removes a product', () => {
    expect(ids(removeItem([brief(1), brief(2), brief(3)], 2))).toEqual([1, 3]);
    expect(ids(removeItem([brief(1)], 9))).toEqual([1]);
  });

  it('tells whether a product is in the list', () => {
    expect(hasProduct([brief(4)], 4)).toBe(true);
    expect(hasProduct([brief(4)], 5)).toBe(false);
  });

  it('merges the server list into the local one, local order first', () => {
    const merged = mergeServerIntoLocal([brief(3), brief(1)], [brief(1, 30), brief(7), brief(8)]);
    expect(ids(merged)).toEqual([3, 1, 7, 8]);
    expect(merged[1]!.price).toBe(30);
  });

  it('keeps the local list when the server list is empty', () => {
    expect(ids(mergeServerIntoLocal([brief(3)], []))).toEqual([3]);
  });

  it('pushes to the server only the local products it lacks', () => {
    expect(ids(missingOnServer([brief(3), brief(1), brief(5)], [brief(1)]))).toEqual([3, 5]);
    expect(missingOnServer([], [brief(1)])).toEqual([]);
  });

  it('puts a fresher copy of a product in its place, and never brings back a removed one', () => {
    const fresh = { ...brief(2), name: 'Fresh', price: 10 };
    expect(replaceItem([brief(1), brief(2)], fresh)).toEqual([brief(1), fresh]);
    expect(replaceItem([brief(1)], fresh)).toEqual([brief(1)]);
  });

  const saved = (id: number, language?: 'es-ES' | 'en-US', name = `Item ${id}`): WishlistItem =>
    language ? { ...brief(id), name, language } : { ...brief(id), name };

  it('finds the products not saved in a language, those of unknown language included', () => {
    expect(ids(itemsNotIn([saved(1, 'es-ES'), saved(2, 'en-US'), saved(3)], 'en-US'))).toEqual([1, 3]);
  });

  it('adopts another tab’s list, keeping its own copies in its own language', () => {
    const held = [saved(1, 'es-ES', 'Sofá'), saved(2, 'en-US', 'Lamp')];
    const stored = [saved(3, 'en-US', 'Rug'), saved(1, 'en-US', 'Sofa'), saved(2, 'en-US', 'Lamp 2')];
    expect(adoptStoredList(stored, held, 'es-ES').map((item) => item.name)).toEqual([
      'Rug',
      'Sofá',
      'Lamp 2',
    ]);
    expect(adoptStoredList(stored, held, undefined)).toEqual(stored);
  });
});
