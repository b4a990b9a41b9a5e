import {
  CATALOG_PAGE_SIZE,
  type CollectionAnswer,
  type ListingQuery,
  type ProductDetail,
  type SearchAnswer,
  type SearchQuery,
  type TypeProductsAnswer,
} from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { cents, euros, heroUrl, toProductSummary } from '../../http/wire';
import { type Tagged, TaggedCache } from '../../lib/tagged-cache';
import { type CatalogChange, catalogTags, tagsOfChange } from './catalog-changes';
import {
  type CatalogLanguage,
  type CatalogRepository,
  type ProductScope,
  type ScopeStats,
} from './catalog.repository';
import { ProductBatch } from './product-batch';
import { alternatives, normalizeText, queryWords } from './search-terms';
import { type SearchVocabulary } from './search-vocabulary';

/** A name from a URL as slugs are stored: lowercase, no accents, no spaces (SPEC.md §2). */
const slugOf = (name: string) => normalizeText(name).replace(/\s+/g, '');

type TypeRow = Awaited<ReturnType<CatalogRepository['findType']>>;
type CollectionRow = Awaited<ReturnType<CatalogRepository['collectionWithTypes']>>;

/** The tags of a listing's scope: what, changed, makes its page or its counts wrong. */
function scopeTags(scope: ProductScope): string[] {
  if (scope.kind === 'type') return [catalogTags.type(scope.typeId)];
  return [scope.kind === 'sales' ? catalogTags.sales : catalogTags.search];
}

/**
 * The catalogue's reads. Each answer comes with its cache tags (catalog-changes.ts), so the
 * routes can keep it until a change makes it wrong. Within, types and collections (which
 * only a change of the structure alters) and a listing's counts and price span (most of a
 * listing's database time) are cached the same way, dropped by `apply(change)`.
 */
export class CatalogService {
  private readonly types = new TaggedCache<{ row: TypeRow }>({ max: 1000 });
  private readonly collections = new TaggedCache<{ row: CollectionRow }>({ max: 1000 });
  private readonly stats = new TaggedCache<ScopeStats>({ max: 5000 });
  private readonly products: ProductBatch;

  constructor(
    private readonly repository: CatalogRepository,
    private readonly vocabulary: SearchVocabulary,
    /** Whether a hero image file exists; a missing one is replaced by the placeholder. */
    private readonly heroImage: (file: string) => string,
  ) {
    this.products = new ProductBatch((ids) => repository.findProducts(ids));
  }

  /** Forgets what a committed change makes wrong. */
  apply(change: CatalogChange): void {
    this.vocabulary.invalidate();
    if (change.all) {
      for (const cache of [this.types, this.collections, this.stats]) cache.clear();
      return;
    }
    this.stats.invalidate(tagsOfChange(change));
  }

  /** Stops keeping what a change about to commit makes wrong, until `release` or `ms`. */
  hold(tags: readonly string[], ms: number): void {
    this.stats.hold(tags, ms);
  }

  release(tags: readonly string[]): void {
    this.stats.release(tags);
  }

  async typeProducts(name: string, query: ListingQuery): Promise<Tagged<TypeProductsAnswer>> {
    const slug = slugOf(name);
    const { row: type } = await this.types.fetch(slug, async () => ({
      value: { row: await this.repository.findType(slug) },
      tags: [],
    }));
    if (!type) throw apiError(404, 'type_product', 'type_not_found', { name });
    const scope: ProductScope = { kind: 'type', typeId: type.id };
    const { products, info } = await this.list(scope, query);
    const answer = {
      products,
      info: {
        name_show: query.language === 'en' ? type.name_en : type.name_es,
        image: heroUrl(this.heroImage(type.hero_image)),
        ...info,
      },
    };
    return { value: answer, tags: scopeTags(scope) };
  }

  async collection(name: string, language: CatalogLanguage): Promise<Tagged<CollectionAnswer>> {
    const slug = slugOf(name);
    const { row: found } = await this.collections.fetch(slug, async () => ({
      value: { row: await this.repository.collectionWithTypes(slug) },
      tags: [],
    }));
    if (!found) throw apiError(404, 'collection', 'collection_not_found', { name });
    const answer = {
      name: language === 'en' ? found.name_en : found.name_es,
      type_products: found.types.map((type) => ({
        name: type.slug,
        name_show: language === 'en' ? type.name_en : type.name_es,
        image: heroUrl(this.heroImage(type.hero_image)),
      })),
    };
    // Products do not show in a collection: only a change of the structure (a clear) alters it.
    return { value: answer, tags: [] };
  }

  async product(id: number, language: CatalogLanguage): Promise<Tagged<ProductDetail>> {
    const row = await this.products.get(id);
    if (!row) throw apiError(404, 'product', 'product_not_found', { id });
    const english = language === 'en';
    const answer = {
      ...toProductSummary({ ...row, name: english ? row.name_en : row.name_es }),
      description: english ? row.description_en : row.description_es,
    };
    return { value: answer, tags: [catalogTags.product(id)] };
  }

  async search(query: SearchQuery): Promise<Tagged<SearchAnswer>> {
    const typed = queryWords(query.query);
    if (typed.length === 0) return { value: this.empty(query.page), tags: [catalogTags.search] };
    const vocabulary = await this.vocabulary.get();
    const words = typed.map((word) => ({ typed: word, spellings: alternatives(word, vocabulary) }));
    const scope: ProductScope = { kind: 'search', words };
    return { value: await this.list(scope, query), tags: scopeTags(scope) };
  }

  async sales(query: ListingQuery): Promise<Tagged<SearchAnswer>> {
    const scope: ProductScope = { kind: 'sales' };
    return { value: await this.list(scope, query), tags: scopeTags(scope) };
  }

  private async list(scope: ProductScope, query: ListingQuery): Promise<SearchAnswer> {
    const price =
      query.price_min !== undefined && query.price_max !== undefined
        ? { min: cents(query.price_min), max: cents(query.price_max) }
        : undefined;
    const [stats, rows] = await Promise.all([
      this.stats.fetch(JSON.stringify([scope, price]), async () => ({
        value: await this.repository.stats(scope, price),
        tags: scopeTags(scope),
      })),
      this.repository.page(scope, {
        page: query.page,
        pageSize: CATALOG_PAGE_SIZE,
        price,
        sort: query.sort_by ? { by: query.sort_by, ascending: query.ascending } : undefined,
        language: query.language,
      }),
    ]);
    return { products: rows.map(toProductSummary), info: infoOf(stats, query.page) };
  }

  private empty(page: number): SearchAnswer {
    return { products: [], info: infoOf({ total: 0, matching: 0, minCents: null, maxCents: null }, page) };
  }
}

/** Paging and price span; the span is floored and rounded up to whole euros (SPEC.md §9). */
function infoOf(stats: ScopeStats, page: number) {
  return {
    price_min: Math.floor(euros(stats.minCents ?? 0)),
    price_max: Math.ceil(euros(stats.maxCents ?? 0)),
    n_pages: Math.max(1, Math.ceil(stats.matching / CATALOG_PAGE_SIZE)),
    page,
    size: stats.matching,
  };
}
