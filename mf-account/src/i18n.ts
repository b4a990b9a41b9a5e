import i18next from 'i18next';
import { formTextsFor } from 'remote-kit/form';
import { addNamespace } from 'shared-contracts';
import contactEn from './features/contact/locales/en-US.json';
import contactEs from './features/contact/locales/es-ES.json';
import ordersEn from './features/orders/locales/en-US.json';
import ordersEs from './features/orders/locales/es-ES.json';
import profileEn from './features/profile/locales/en-US.json';
import profileEs from './features/profile/locales/es-ES.json';
import registerEn from './features/register/locales/en-US.json';
import registerEs from './features/register/locales/es-ES.json';
import signInEn from './features/sign-in/locales/en-US.json';
import signInEs from './features/sign-in/locales/es-ES.json';
import sessionEn from './shared/sign-in/locales/en-US.json';
import sessionEs from './shared/sign-in/locales/es-ES.json';

export const NAMESPACE = 'mf-account';
const formTexts = formTextsFor(NAMESPACE);

// Each feature keeps its own strings (features/<feature>/locales), keyed here by feature:
// `t('signIn.title')`; shared pieces keep theirs beside them (shared/sign-in/locales:
// `session.…`); the form kit's come from remote-kit/form (`form.…`).
addNamespace(i18next, NAMESPACE, {
  'es-ES': {
    signIn: signInEs,
    register: registerEs,
    profile: profileEs,
    orders: ordersEs,
    contact: contactEs,
    form: formTexts['es-ES'],
    session: sessionEs,
  },
  'en-US': {
    signIn: signInEn,
    register: registerEn,
    profile: profileEn,
    orders: ordersEn,
    contact: contactEn,
    form: formTexts['en-US'],
    session: sessionEn,
  },
});
