// The uncached targets' visits, spread as a crawler's are: every product page of the
// catalogue in random order, every page of every listing in every sort, and the home page
// reached through links that carry tracking parameters. Three in four in Castellano (es-ES),
// one in English (en-US), so both languages' API answers are asked for.
import { DEFAULT_SORT, type Language, SORT_OPTIONS } from 'shared-contracts';
import { type PageVisit, VisitSource } from './page-visits';
import { seededRandom, shuffled } from './seeded-random';

const ENGLISH_SHARE = 0.25;
const SEED = 24;

const languageFrom = (random: () => number): Language => (random() < ENGLISH_SHARE ? 'en-US' : 'es-ES');

/** A listing of the catalogue and how many pages it has. */
export interface ListingType {
  slug: string;
  pages: number;
}

const sameVisit = (a: PageVisit, b: PageVisit) => a.path === b.path && a.language === b.language;

/** Product pages of ids 1…products in random order, but the cached target's. */
export function productVisits(products: number, cached: PageVisit): VisitSource {
  const random = seededRandom(SEED);
  const ids = shuffled(
    Array.from({ length: products }, (_, index) => index + 1),
    random,
  );
  const visits = ids.map((id) => ({ path: `/products/${id}`, language: languageFrom(random) }));
  return VisitSource.of(visits.filter((visit) => !sameVisit(visit, cached)));
}

/** A listing page's address as the shop links to it: sort and page only when not the default. */
function listingPath(slug: string, page: number, sort: string): string {
  const query = new URLSearchParams();
  if (sort !== DEFAULT_SORT) query.set('sort_by', sort);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/type_products/${slug}${search ? `?${search}` : ''}`;
}

/** Every page of every listing in every sort, in random order, but the cached target's. */
export function listingVisits(types: readonly ListingType[], cached: PageVisit): VisitSource {
  const random = seededRandom(SEED);
  const paths = types.flatMap(({ slug, pages }) =>
    Array.from({ length: pages }, (_, index) =>
      SORT_OPTIONS.map((sort) => listingPath(slug, index + 1, sort)),
    ).flat(),
  );
  const visits = shuffled(paths, random).map((path) => ({ path, language: languageFrom(random) }));
  return VisitSource.of(visits.filter((visit) => !sameVisit(visit, cached)));
}

const SOURCES = ['google', 'bing', 'newsletter', 'instagram', 'pinterest'];

/**
 * The home page has one address: crawlers reach it through shared links whose tracking
 * parameters make each address new. Its four collection reads stay the same answers, which
 * the API keeps: only the page itself is never asked for twice.
 */
export function homeVisits(): VisitSource {
  const random = seededRandom(SEED);
  return new VisitSource((index) => ({
    path: `/?utm_source=${SOURCES[index % SOURCES.length]}&utm_medium=referral&utm_campaign=c${index}`,
    language: languageFrom(random),
  }));
}
