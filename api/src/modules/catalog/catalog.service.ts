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
import { TtlCache } from '../../lib/ttl-cache';
import { cents, euros, heroUrl, toProductSummary } from '../../http/wire';
import {
  type CatalogLanguage,
  type CatalogRepository,
  type ProductScope,
  type ScopeStats,
} from './catalog.repository';
import { alternatives, normalizeText, queryWords } from './search-terms';
import { type SearchVocabulary } from './search-vocabulary';

/** A name from a URL as slugs are stored: lowercase, no accents, no spaces (SPEC.md §2). */
const slugOf = (name: string) => normalizeText(name).replace(/\s+/g, '');

/** How long catalogue structure (types, collections) and listing sizes are served from memory. */
const CACHE_MAX_AGE_MS = 30_000;
const CACHE_ENTRIES = 1000;

type TypeRow = Awaited<ReturnType<CatalogRepository['findType']>>;
type CollectionRow = Awaited<ReturnType<CatalogRepository['collectionWithTypes']>>;

export class CatalogService {
  // Collections, types and a listing's size and price span change only when the studio
  // edits the catalogue, yet they are most of a listing's database time. Half a minute
  // of staleness there is a fair price for pages that cost one query each.
  private readonly stats = new TtlCache<ScopeStats>(CACHE_MAX_AGE_MS, CACHE_ENTRIES);
  private readonly types = new TtlCache<TypeRow>(CACHE_MAX_AGE_MS, CACHE_ENTRIES);
  private readonly collections = new TtlCache<CollectionRow>(CACHE_MAX_AGE_MS, CACHE_ENTRIES);

  constructor(
    private readonly repository: CatalogRepository,
    private readonly vocabulary: SearchVocabulary,
    /** Whether a hero image file exists; a missing one is replaced by the placeholder. */
    private readonly heroImage: (file: string) => string,
  ) {}

  async typeProducts(name: string, query: ListingQuery): Promise<TypeProductsAnswer> {
    const slug = slugOf(name);
    const type = await this.types.get(slug, () => this.repository.findType(slug));
    if (!type) throw apiError(404, 'type_product', 'type_not_found', { name });
    const { products, info } = await this.list({ kind: 'type', typeId: type.id }, query);
    return {
      products,
      info: {
        name_show: query.language === 'en' ? type.name_en : type.name_es,
        image: heroUrl(this.heroImage(type.hero_image)),
        ...info,
      },
    };
  }

  async collection(name: string, language: CatalogLanguage): Promise<CollectionAnswer> {
    const slug = slugOf(name);
    const found = await this.collections.get(slug, () => this.repository.collectionWithTypes(slug));
    if (!found) throw apiError(404, 'collection', 'collection_not_found', { name });
    return {
      name: language === 'en' ? found.name_en : found.name_es,
      type_products: found.types.map((type) => ({
        name: type.slug,
        name_show: language === 'en' ? type.name_en : type.name_es,
        image: heroUrl(this.heroImage(type.hero_image)),
      })),
    };
  }

  async product(id: number, language: CatalogLanguage): Promise<ProductDetail> {
    const row = await this.repository.findProduct(id);
    if (!row) throw apiError(404, 'product', 'product_not_found', { id });
    const english = language === 'en';
    return {
      ...toProductSummary({ ...row, name: english ? row.name_en : row.name_es }),
      description: english ? row.description_en : row.description_es,
    };
  }

  async search(query: SearchQuery): Promise<SearchAnswer> {
    const typed = queryWords(query.query);
    if (typed.length === 0) return this.empty(query.page);
    const vocabulary = await this.vocabulary.get();
    const words = typed.map((word) => ({ typed: word, spellings: alternatives(word, vocabulary) }));
    return this.list({ kind: 'search', words }, query);
  }

  sales(query: ListingQuery): Promise<SearchAnswer> {
    return this.list({ kind: 'sales' }, query);
  }

  private async list(scope: ProductScope, query: ListingQuery): Promise<SearchAnswer> {
    const price =
      query.price_min !== undefined && query.price_max !== undefined
        ? { min: cents(query.price_min), max: cents(query.price_max) }
        : undefined;
    const [stats, rows] = await Promise.all([
      this.stats.get(JSON.stringify([scope, price]), () => this.repository.stats(scope, price)),
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
