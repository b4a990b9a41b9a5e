import i18next from 'i18next';
import { formTextsFor } from 'remote-kit/form';
import { addNamespace } from 'shared-contracts';
import cartEn from './features/cart/locales/en-US.json';
import cartEs from './features/cart/locales/es-ES.json';
import checkoutEn from './features/checkout/locales/en-US.json';
import checkoutEs from './features/checkout/locales/es-ES.json';

export const NAMESPACE = 'mf-cart-checkout';
const formTexts = formTextsFor(NAMESPACE);

// Each feature keeps its own strings (features/<feature>/locales), keyed here by feature:
// `t('cart.title')`; the form kit's (remote-kit/form) under `form`.
addNamespace(i18next, NAMESPACE, {
  'es-ES': { cart: cartEs, checkout: checkoutEs, form: formTexts['es-ES'] },
  'en-US': { cart: cartEn, checkout: checkoutEn, form: formTexts['en-US'] },
});
