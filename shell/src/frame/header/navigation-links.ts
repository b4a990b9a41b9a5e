import { COLLECTION_SLUGS, type CollectionKey, type Language, ROUTES, paths } from 'shared-contracts';

export interface NavigationLink {
  /** i18n key of the label, in the 'shell' namespace. */
  labelKey: string;
  to: string;
}

const COLLECTIONS: readonly CollectionKey[] = ['furnitures', 'decor', 'lamps', 'accessories'];

/** docs/spec.md §2: sales, the four collections (slugs in the page's language), wishlist, contact. */
export function storefrontLinks(language: Language): NavigationLink[] {
  const slugLanguage = language === 'en-US' ? 'en' : 'es';
  return [
    { labelKey: 'frame.nav.sales', to: ROUTES.sales },
    ...COLLECTIONS.map((key) => ({
      labelKey: `frame.nav.${key}`,
      to: paths.collection(COLLECTION_SLUGS[key][slugLanguage]),
    })),
    { labelKey: 'frame.nav.wishlist', to: ROUTES.wishlist },
    { labelKey: 'frame.nav.contact', to: ROUTES.contact },
  ];
}

/** docs/spec.md §2: Orders, Prices, Discount codes. */
export const BACKOFFICE_LINKS: readonly NavigationLink[] = [
  { labelKey: 'frame.backofficeNav.orders', to: ROUTES.backofficeOrders },
  { labelKey: 'frame.backofficeNav.prices', to: ROUTES.backofficePrices },
  { labelKey: 'frame.backofficeNav.discountCodes', to: ROUTES.backofficeDiscountCodes },
];
