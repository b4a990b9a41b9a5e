import i18next from 'i18next';
import { addNamespace } from 'shared-contracts';
import enCatalog from './locales/en-US/catalog.json';
import enHome from './locales/en-US/home.json';
import esCatalog from './locales/es-ES/catalog.json';
import esHome from './locales/es-ES/home.json';

/** The catalogue's i18next namespace; its strings are split per feature on disk. */
export const NAMESPACE = 'mf-catalog';

addNamespace(i18next, NAMESPACE, {
  'es-ES': { ...esCatalog, ...esHome },
  'en-US': { ...enCatalog, ...enHome },
});
