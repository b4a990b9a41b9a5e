import i18next from 'i18next';
import { addNamespace } from 'shared-contracts';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';

export const NAMESPACE = 'mf-cart-checkout';

addNamespace(i18next, NAMESPACE, { 'es-ES': esES, 'en-US': enUS });
