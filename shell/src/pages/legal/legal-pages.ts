import { ROUTES } from 'shared-contracts';

/** The static help and legal pages the shell owns (docs/spec.md §2). */
export const LEGAL_PAGES = [
  { id: 'faqs', path: ROUTES.faqs },
  { id: 'refunds-policy', path: ROUTES.refundsPolicy },
  { id: 'shipping', path: ROUTES.shipping },
  { id: 'privacy-policy', path: ROUTES.privacyPolicy },
  { id: 'terms-of-use', path: ROUTES.termsOfUse },
  { id: 'cookies-policy', path: ROUTES.cookiesPolicy },
  { id: 'legal-advise', path: ROUTES.legalAdvise },
] as const;

export type LegalPageId = (typeof LEGAL_PAGES)[number]['id'];

/** Each page's own address: its canonical address too. */
export const LEGAL_PATHS = Object.fromEntries(LEGAL_PAGES.map(({ id, path }) => [id, path])) as Record<
  LegalPageId,
  string
>;
