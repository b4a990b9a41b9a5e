import i18next from 'i18next';
import { addNamespace } from 'shared-contracts';
import cartEn from './features/cart/locales/en-US.json';
import cartEs from './features/cart/locales/es-ES.json';
import checkoutEn from './features/checkout/locales/en-US.json';
import checkoutEs from './features/checkout/locales/es-ES.json';

export const NAMESPACE = 'mf-cart-checkout';

// Each feature keeps its own strings (features/<feature>/locales), keyed here by feature:
// `t('cart.title')`.
addNamespace(i18next, NAMESPACE, {
  'es-ES': { cart: cartEs, checkout: checkoutEs },
  'en-US': { cart: cartEn, checkout: checkoutEn },
});
