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

export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly vocabulary: SearchVocabulary,
    /** Whether a hero image file exists; a missing one is replaced by the placeholder. */
    private readonly heroImage: (file: string) => string,
  ) {}

  async typeProducts(name: string, query: ListingQuery): Promise<TypeProductsAnswer> {
    const type = await this.repository.findType(slugOf(name));
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
    const collection = await this.repository.findCollection(slugOf(name));
    if (!collection) throw apiError(404, 'collection', 'collection_not_found', { name });
    const types = await this.repository.typesOfCollection(collection.id);
    return {
      name: language === 'en' ? collection.name_en : collection.name_es,
      type_products: types.map((type) => ({
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
      this.repository.stats(scope, price),
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
