import { ROUTES, paths } from 'shared-contracts';

/** Pages a visitor reaches from the frame's links, besides the catalogue's (docs/spec.md §2). */
const FRAME_PAGES = [ROUTES.sales, ROUTES.contact] as const;

/** The help and legal pages of the footer. */
const LEGAL_PAGES = [
  ROUTES.faqs,
  ROUTES.refundsPolicy,
  ROUTES.shipping,
  ROUTES.privacyPolicy,
  ROUTES.termsOfUse,
  ROUTES.cookiesPolicy,
  ROUTES.legalAdvise,
] as const;

export interface CatalogueStructure {
  /** Collection slugs, one per collection (see SitemapRepository.collectionSlugs). */
  collections: readonly string[];
  /** Product type slugs, as a collection's tiles link to them. */
  types: readonly string[];
}

/**
 * The paths of the shop's pages other than products: home, each collection, each type's
 * listing, sales, contact and the legal pages. Built with the storefront's own link
 * builders (shared-contracts `paths`), so each is the address the shop links to. A
 * collection answers to its Spanish and its English slug with the same page: only the one
 * of the default language is listed, so that no page is listed twice.
 */
export function shopPagePaths({ collections, types }: CatalogueStructure): string[] {
  return [
    ROUTES.home,
    ...collections.map((slug) => paths.collection(slug)),
    ...types.map((slug) => paths.typeProducts(slug)),
    ...FRAME_PAGES,
    ...LEGAL_PAGES,
  ];
}
