import i18next from 'i18next';
import { addNamespace } from 'shared-contracts';
import { SHELL_NAMESPACE } from '../../i18n/i18n';
import legalEn from './locales/en-US.json';
import legalEs from './locales/es-ES.json';

// The legal pages' own texts (`legal.…` of the shell's namespace: titles, descriptions, table of
// contents) come with the legal pages' chunk, on the server as in the browser: only these pages
// read them, and every other page's first load was 1 KB gzip heavier with them in both languages.
addNamespace(i18next, SHELL_NAMESPACE, { 'es-ES': legalEs, 'en-US': legalEn });
