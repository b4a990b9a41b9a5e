import i18next from 'i18next';
import { addNamespace } from 'shared-contracts';
import browseEn from './features/browse/locales/en-US.json';
import browseEs from './features/browse/locales/es-ES.json';
import homeEn from './features/home/locales/en-US.json';
import homeEs from './features/home/locales/es-ES.json';
import productGridEn from './features/product-grid/locales/en-US.json';
import productGridEs from './features/product-grid/locales/es-ES.json';
import productEn from './features/product/locales/en-US.json';
import productEs from './features/product/locales/es-ES.json';
import salesEn from './features/sales/locales/en-US.json';
import salesEs from './features/sales/locales/es-ES.json';
import searchEn from './features/search/locales/en-US.json';
import searchEs from './features/search/locales/es-ES.json';
import sharedEn from './shared/locales/en-US.json';
import sharedEs from './shared/locales/es-ES.json';

/** The catalogue's i18next namespace. */
export const NAMESPACE = 'mf-catalog';

// Each feature keeps its strings beside its code (features/<feature>/locales), under the
// top-level keys its components read: browse/ holds `browse.…`, `filter.…`, `sort.…` and
// `pagination.…`; product-grid/ `price.…`; product/ `product.…` and `loading`. Keys that several
// features read are in shared/locales: `head.…` (each page's title and description),
// `wishlist.…` (the toggle and the wishlist page), `collectionPage.…` (collections and home).
addNamespace(i18next, NAMESPACE, {
  'es-ES': { ...browseEs, ...homeEs, ...productEs, ...productGridEs, ...salesEs, ...searchEs, ...sharedEs },
  'en-US': { ...browseEn, ...homeEn, ...productEn, ...productGridEn, ...salesEn, ...searchEn, ...sharedEn },
});
