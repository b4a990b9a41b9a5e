import { type Bus, type Language, apiLanguage, getProductCall } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { toProductBrief } from '../../shared/product-brief';
import { refreshWishlistItem, wishlistState } from './stores/wishlist-store';
import { type WishlistItem, itemsNotIn } from './wishlist-rules';

/** Products fetched at the same time: a long list must not flood the API. */
export const REFRESH_AT_ONCE = 4;

async function fewAtATime<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(REFRESH_AT_ONCE, queue.length) }, worker));
}

/**
 * Shows every saved product in the page's language: a product saved in another language
 * (or in a list kept before languages were stored) is fetched again in this one, a few
 * at a time, and takes its name, price, discount, stock and image from the answer. A
 * failed fetch keeps the product as it was; an answer that comes after the language
 * changed again, or after the product was removed, is dropped.
 */
export function startLanguageRefresh(bus: Bus): { refresh: () => void; stop: () => void } {
  const fetching = new Set<string>();

  const refreshOne = (language: Language) => async (item: WishlistItem) => {
    const key = `${language}:${item.id}`;
    try {
      const answer = await apiClient().call(getProductCall, {
        params: { id: item.id },
        query: { language: apiLanguage(language) },
      });
      if (answer.kind === 'ok' && bus.current('language.changed') === language) {
        refreshWishlistItem({ ...toProductBrief(answer.data), language });
      }
    } finally {
      fetching.delete(key);
    }
  };

  const refreshTo = (language: Language) => {
    const stale = itemsNotIn(wishlistState.wishlistItems, language).filter(
      (item) => !fetching.has(`${language}:${item.id}`),
    );
    for (const item of stale) fetching.add(`${language}:${item.id}`);
    void fewAtATime(stale, refreshOne(language));
  };

  const changes = bus.on('language.changed').subscribe(refreshTo);
  return {
    refresh: () => {
      const language = bus.current('language.changed');
      if (language) refreshTo(language);
    },
    stop: () => changes.unsubscribe(),
  };
}
