import { type Language } from 'shared-contracts';
import { type LegalPageId } from '../legal-pages';
import { type LegalDocument } from './legal-document';

/** The shipping page shows its title only (docs/spec.md §2), so it has no text to load. */
export type TextPageId = Exclude<LegalPageId, 'shipping'>;

type Loader = () => Promise<{ default: LegalDocument }>;

// One chunk per page and language: a visitor downloads only the text being read.
const LOADERS: Record<Language, Record<TextPageId, Loader>> = {
  'es-ES': {
    faqs: () => import('./es-ES/faqs'),
    'refunds-policy': () => import('./es-ES/refunds-policy'),
    'privacy-policy': () => import('./es-ES/privacy-policy'),
    'terms-of-use': () => import('./es-ES/terms-of-use'),
    'cookies-policy': () => import('./es-ES/cookies-policy'),
    'legal-advise': () => import('./es-ES/legal-advise'),
  },
  'en-US': {
    faqs: () => import('./en-US/faqs'),
    'refunds-policy': () => import('./en-US/refunds-policy'),
    'privacy-policy': () => import('./en-US/privacy-policy'),
    'terms-of-use': () => import('./en-US/terms-of-use'),
    'cookies-policy': () => import('./en-US/cookies-policy'),
    'legal-advise': () => import('./en-US/legal-advise'),
  },
};

// React's use() needs the same promise on every render until it settles.
const loading = new Map<string, Promise<LegalDocument>>();

/** The text of a page in a language; a failed load is forgotten so a retry fetches again. */
export function loadLegalDocument(page: TextPageId, language: Language): Promise<LegalDocument> {
  const key = `${language}:${page}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[language][page]().then((module) => module.default);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

export function hasText(page: LegalPageId): page is TextPageId {
  return page !== 'shipping';
}
