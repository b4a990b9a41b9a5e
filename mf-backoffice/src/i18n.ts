import i18next from 'i18next';
import { formTextsFor } from 'remote-kit/form';
import { addNamespace } from 'shared-contracts';
import discountCodesEn from './features/discount-codes/locales/en-US.json';
import discountCodesEs from './features/discount-codes/locales/es-ES.json';
import ordersEn from './features/orders/locales/en-US.json';
import ordersEs from './features/orders/locales/es-ES.json';
import pricesEn from './features/prices/locales/en-US.json';
import pricesEs from './features/prices/locales/es-ES.json';
import staffInviteEn from './features/staff-invite/locales/en-US.json';
import staffInviteEs from './features/staff-invite/locales/es-ES.json';
import staffPasswordEn from './features/staff-password/locales/en-US.json';
import staffPasswordEs from './features/staff-password/locales/es-ES.json';
import staffSignInEn from './features/staff-sign-in/locales/en-US.json';
import staffSignInEs from './features/staff-sign-in/locales/es-ES.json';
import sharedEn from './shared/locales/en-US.json';
import sharedEs from './shared/locales/es-ES.json';

export const NAMESPACE = 'mf-backoffice';
const formTexts = formTextsFor(NAMESPACE);

// Each feature keeps its own strings (features/<feature>/locales), keyed here by feature:
// `t('orders.title')`; what several features say is under `shared.…`; the form kit's texts
// (remote-kit/form) under `form.…`; order statuses are the common namespace's.
addNamespace(i18next, NAMESPACE, {
  'es-ES': {
    staffSignIn: staffSignInEs,
    orders: ordersEs,
    prices: pricesEs,
    discountCodes: discountCodesEs,
    staffInvite: staffInviteEs,
    staffPassword: staffPasswordEs,
    shared: sharedEs,
    form: formTexts['es-ES'],
  },
  'en-US': {
    staffSignIn: staffSignInEn,
    orders: ordersEn,
    prices: pricesEn,
    discountCodes: discountCodesEn,
    staffInvite: staffInviteEn,
    staffPassword: staffPasswordEn,
    shared: sharedEn,
    form: formTexts['en-US'],
  },
});
